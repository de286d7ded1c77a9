fn sedlbauer_config(link: &mut PcmciaDevice) {
    'scan: while running() {
        'next_entry: {
            if cfg.mem.nwin > 0 || dflt.mem.nwin > 0 {
                break 'next_entry;
            }
            /* If we got this far, we're cool! */
            break 'scan;
        }
        cs_check(pcmcia_get_next_tuple(link, &tuple));
    }

    return;
}

fn timeouts(n: u64, cfg: &Cfg) -> [Duration; 6] {
    [
        Duration::from_secs(5),
        Duration::from_secs(1_000),
        Duration::from_secs(0x10),
        Duration::from_millis(n * 1000),
        Duration::from_millis(cfg.secs * 1000),
        Duration::from_millis(5 * 100),
    ]
}

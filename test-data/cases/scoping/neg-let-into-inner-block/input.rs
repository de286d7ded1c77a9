fn load(cfg: &Config) -> u32 {
    let old;
    {
        old = cfg.limit();
    }
    use_it(old);
    old
}

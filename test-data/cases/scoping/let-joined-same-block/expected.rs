fn load(cfg: &Config) -> u32 {
    let limit = cfg.limit();
    check(limit);
    limit
}

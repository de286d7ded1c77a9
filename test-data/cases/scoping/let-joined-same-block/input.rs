fn load(cfg: &Config) -> u32 {
    let limit;
    limit = cfg.limit();
    check(limit);
    limit
}

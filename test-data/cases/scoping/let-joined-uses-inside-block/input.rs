fn load(cfg: &Config) {
    let limit;
    {
        limit = cfg.limit();
        check(limit);
    }
    done();
}

fn load(cfg: &Config) {
    {
        let limit = cfg.limit();
        check(limit);
    }
    done();
}

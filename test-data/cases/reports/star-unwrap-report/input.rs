fn load(cfg: &Config) -> Data {
    let a = cfg.path().unwrap();
    let b = cfg.size.unwrap_or(0);
    let c = || cfg.extra().unwrap();
    Data::new(a, b, c)
}

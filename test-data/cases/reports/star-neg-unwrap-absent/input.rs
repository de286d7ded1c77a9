fn load(cfg: &Config) -> Result<Data, Error> {
    let a = cfg.path()?;
    let b = cfg.size.unwrap_or(0);
    let c = || cfg.extra().expect("extra");
    let d = Option::unwrap(cfg.other());
    Ok(Data::new(a, b, c, d))
}

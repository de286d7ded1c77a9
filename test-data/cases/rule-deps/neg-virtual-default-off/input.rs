fn port(cfg: &Config) -> u16 {
    cfg.port.unwrap()
}

fn port(cfg: &Config) -> u16 {
    cfg.port.unwrap_or_default()
}

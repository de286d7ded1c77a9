fn timeouts(n: u64, cfg: &Cfg) -> [Duration; 6] {
    [
        Duration::from_millis(5 * 1000),
        Duration::from_millis(1_000 * 1000),
        Duration::from_millis(0x10 * 1000),
        Duration::from_millis(n * 1000),
        Duration::from_millis(cfg.secs * 1000),
        Duration::from_millis(5 * 100),
    ]
}

fn timeouts(n: u64, cfg: &Cfg, v: &[u64]) -> [Duration; 5] {
    [
        Duration::from_millis(n * 1000),
        Duration::from_millis(cfg.secs * 1000),
        Duration::from_millis(v[0] * 1000),
        Duration::from_millis((n + 1) * 1000),
        Duration::from_millis(secs() * 1000),
    ]
}

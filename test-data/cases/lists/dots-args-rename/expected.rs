fn start(cfg: &Config) -> Conn {
    let a = connect();
    let b = connect(&cfg.host);
    let c = connect(&cfg.host, cfg.port, |e| log(e), Duration::from_secs(3));
    let d = cfg.old_connect(1);
    let f = old_connect;
    let g = net::old_connect(&cfg.host);
    let h = old_connect_v2(&cfg.host);
    pick(a, b, c)
}

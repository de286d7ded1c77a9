fn main() {
    use_legacy_logger();
    let cfg = load().unwrap();
    let port = cfg.port().unwrap();
    serve(old_host_of(&cfg), cfg.host().unwrap(), port);
}

fn main() {
    init_tracing();
    install_panic_hook();
    let cfg = load().unwrap();
    let port = cfg.port().expect("invariant");
    serve(resolve_host_name(&cfg), cfg.host().expect("invariant"), port);
}

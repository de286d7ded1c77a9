fn main() {
    init_tracing();
    install_panic_hook();
    let port = cfg().port().expect("invariant");
    let name = resolve_host_name(&port).unwrap();
    let host = load().unwrap();
    serve(host, name, port);
}

fn main() {
    use_legacy_logger();
    let port = cfg().port().unwrap();
    let name = old_host_of(&port).unwrap();
    let host = load().unwrap();
    serve(host, name, port);
}

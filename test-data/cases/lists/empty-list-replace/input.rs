fn open(host: &str, timeout: Duration) {
    connect(timeout);
    connect(host, timeout);
}

fn open(host: &str, timeout: Duration) {
    connect(host);
    connect(timeout, host);
}

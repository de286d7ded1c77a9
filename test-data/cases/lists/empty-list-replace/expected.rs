fn open(host: &str, timeout: Duration) {
    connect(DEFAULT_HOST, timeout);
    connect(DEFAULT_HOST, timeout);
}

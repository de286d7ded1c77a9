fn setup() {
    connect(0, None);
    connect(1, None);
    retry(None, 0, 5);
}

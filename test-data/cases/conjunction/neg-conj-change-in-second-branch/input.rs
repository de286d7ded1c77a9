fn setup() {
    connect(1, None);
    retry(0, 5);
}

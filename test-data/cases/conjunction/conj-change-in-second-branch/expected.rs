fn setup() {
    connect(0, Some(0));
    connect(1, None);
    retry(Some(0), 0, 5);
}

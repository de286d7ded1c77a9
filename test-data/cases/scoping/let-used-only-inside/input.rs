fn check() {
    let key;
    {
        key = 1;
        assert_eq!(key, 1);
    }
    assert_eq!(other, 1);
}

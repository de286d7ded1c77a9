fn check() {
    {
        let key = 1;
        assert_eq!(key, 1);
    }
    assert_eq!(other, 1);
}

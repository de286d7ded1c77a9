#[test]
fn distinct() {
    assert_ne!(id(1), id(2));
    assert_ne!(make().name, "x".to_string());
    let _ = || assert_ne!(a[0], a[1]);
    assert!(id(1) != id(2), "ids must differ");
    assert!(id(1) == id(2));
    debug_assert!(id(3) != id(4));
    assert_ne!(id(5), id(6));
}

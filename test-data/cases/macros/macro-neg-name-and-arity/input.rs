#[test]
fn same() {
    debug_assert!(x() == y());
    assert!(x() == y(), "message {}", 1);
    assert!(x() != y());
    assert!(x() == y() && ok());
    assert_eq!(x() == y(), true);
    check!(x() == y());
    assert!(matches!(x(), Y));
}

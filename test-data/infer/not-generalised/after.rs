struct S {
    a: u16,
}
fn f() -> u8 {
    2
}

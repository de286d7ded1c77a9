struct S {
    a: u8,
}
fn f() -> u8 {
    1
}

fn f(x: Option<u8>) {
    x.expect("x");
    a();
    if c {
        x.expect("x");
    }
}

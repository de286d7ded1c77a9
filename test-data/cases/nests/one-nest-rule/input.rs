fn f(x: Option<u8>) {
    x.unwrap();
    a();
    if c {
        x.unwrap();
    }
}

fn f(b: Option<u8>, c: Option<u8>) {
    let a = b.unwrap_or(1);
    c.unwrap();
}

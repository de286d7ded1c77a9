fn f(c: Option<u8>, z: Option<u8>) {
    z.unwrap();
    c.unwrap();
}

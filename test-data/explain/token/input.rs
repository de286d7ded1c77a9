fn f(a: Option<u8>, b: Option<u8>) -> u8 {
    let x = a.unwrap();
    let y = b.expect("y");
    x + y
}

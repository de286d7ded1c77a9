fn f(a: Option<u8>) -> u8 {
    a.expect("present")
}

fn f(o: Option<u8>) -> u8 {
    match o {
        Some(x) => panic!("{x}"),
        None => 0,
    }
}

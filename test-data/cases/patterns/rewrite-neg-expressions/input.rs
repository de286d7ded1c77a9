fn f(x: u8) -> Option<u8> {
    let a = Some(f(x));
    if let Ok(v) = parse() {
        return Some(v);
    }
    Some(x)
}

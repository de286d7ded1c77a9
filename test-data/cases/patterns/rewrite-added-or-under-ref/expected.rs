fn f(o: &Option<u8>, v: &[Option<u8>], w: Wrap) {
    match o {
        &(1 | 2) => {}
        _ => {}
    }
    if let [&(1 | 2), ..] = v {}
    if let New { f: x } = w {}
}

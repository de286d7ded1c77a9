fn f(o: &Option<u8>, v: &[Option<u8>], w: Wrap) {
    match o {
        &Some(0) => {}
        _ => {}
    }
    if let [&Some(0), ..] = v {}
    if let Wrap(x) = w {}
}

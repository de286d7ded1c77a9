fn f(o: &u8) {
    if let Some(1 | 2) = o {}
    match o {
        Some(3..=9) => {}
        Some(x @ 10..=20) => use_it(x),
        _ => {}
    }
}

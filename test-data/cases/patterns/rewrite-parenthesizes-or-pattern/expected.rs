fn f(o: &u8) {
    if let &(1 | 2) = o {}
    match o {
        &(3..=9) => {}
        &x @ 10..=20 => use_it(x),
        _ => {}
    }
}

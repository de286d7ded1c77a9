fn f(o: Option<(u8, (u8, u8))>) {
    if let Some(((y, z), x)) = o {
        use_it(x + y + z);
    }
    match o {
        Some((_, 1)) => {}
        _ => {}
    }
}

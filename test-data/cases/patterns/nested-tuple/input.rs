fn f(o: Option<(u8, (u8, u8))>) {
    if let Some((x, (y, z))) = o {
        use_it(x + y + z);
    }
    match o {
        Some((1, _)) => {}
        _ => {}
    }
}

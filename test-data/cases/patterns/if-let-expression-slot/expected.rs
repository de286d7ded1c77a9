fn f(mut o: Option<u8>, mut y: Option<(u8, u8)>) {
    if let Ok(x) = o {
        use_it(x);
    }
    if let Ok((a, b)) = y {
        use_it(a + b);
    }
    if let Ok(_) = o {}
    if let Ok(n @ 1..=9) = o {}
    if let Ok(ref mut x) = o {
        *x += 1;
    }
}

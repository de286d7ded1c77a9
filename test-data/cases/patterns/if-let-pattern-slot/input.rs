fn f(mut o: Option<u8>, mut y: Option<(u8, u8)>) {
    if let Some(x) = o {
        use_it(x);
    }
    if let Some((a, b)) = y {
        use_it(a + b);
    }
    if let Some(_) = o {}
    if let Some(n @ 1..=9) = o {}
    if let Some(ref mut x) = o {
        *x += 1;
    }
}

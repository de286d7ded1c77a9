fn f(mut o: Option<u8>, mut y: Option<(u8, u8)>) {
    if let Some(x) = o.take() {
        use_it(x);
    }
    if let Some((a, b)) = y.take() {
        use_it(a + b);
    }
    if let Some(_) = o.take() {}
    if let Some(n @ 1..=9) = o.take() {}
    if let Some(ref mut x) = o.take() {
        *x += 1;
    }
}

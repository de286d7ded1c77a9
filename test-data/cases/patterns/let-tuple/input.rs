fn f(t: (u8, (u8, u8))) {
    let (a, (b, c)) = t;
    let (mut x, _) = pair();
}

fn f(t: (u8, u8, u8), s: [u8; 2]) {
    let (a, b, c) = t;
    let [x, y] = s;
    let whole = (1, 2);
    g((1, 2));
}

fn f(y: u8, z: u8, w: u8) {
    bar(y);
    if y > 0 {
        foo(z);
        foo(w);
    }
    let v = bar(y + 1);
}

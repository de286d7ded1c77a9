fn f(y: u8, z: u8, w: u8) {
    foo(y);
    if y > 0 {
        foo(z);
        foo(w);
    }
    let v = foo(y + 1);
}

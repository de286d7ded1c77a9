fn f(x: bool) {
    if x {
        return;
    } else {
        g();
        h();
    }
}

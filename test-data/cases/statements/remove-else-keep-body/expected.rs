fn f(x: bool) {
    if x {
        return;
    }
        g();
        h();
}

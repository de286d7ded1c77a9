fn f() {
    g(a);
    g(b);
    g(c);
}

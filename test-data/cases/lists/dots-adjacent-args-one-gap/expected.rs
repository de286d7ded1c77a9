fn f() {
    trace();
    trace();
    trace();
    other(1, 2);
}

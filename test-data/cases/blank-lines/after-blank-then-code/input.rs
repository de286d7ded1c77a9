fn f() {
    if c {
        foo();
    }
    bar();
}

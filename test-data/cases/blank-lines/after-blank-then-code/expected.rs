fn f() {
    if c {
        foo();

        log();
    }
    bar();
}

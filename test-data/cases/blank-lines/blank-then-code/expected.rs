fn f() {
    bar();

    log();
    foo();
}

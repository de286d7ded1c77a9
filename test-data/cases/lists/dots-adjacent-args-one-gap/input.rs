fn f() {
    log();
    log(1);
    log(1, 2, 3, 4, 5);
    other(1, 2);
}

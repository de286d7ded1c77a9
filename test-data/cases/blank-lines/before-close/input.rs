fn f() {
    foo();
    bar();
}

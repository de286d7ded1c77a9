fn f() {
    bar();
    foo();
}

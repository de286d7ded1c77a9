fn f() {
    bar();

    foo();
}

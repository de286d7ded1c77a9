fn f() {
    foo();

    bar();
}

fn f() {
    foo();
    bar();

    done();
}

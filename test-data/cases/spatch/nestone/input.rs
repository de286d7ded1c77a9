fn foo(x: bool) {
    if x {
        xxx();
        return;
    }
    yyy();
}

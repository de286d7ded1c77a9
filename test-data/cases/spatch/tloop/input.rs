fn foo() {
    for i in (0..ender()).rev() {
        x = 12;
    }
}

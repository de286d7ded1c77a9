fn f(a: u8, b: u8) {
    swap(a, b);
    old_name(a);
    swap(b, 1);
}

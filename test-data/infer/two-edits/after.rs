fn f(a: u8, b: u8) {
    swap(b, a);
    new_name(a);
    swap(1, b);
}

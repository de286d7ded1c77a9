fn g(p: u8) {
    swap(2, p);
    new_name(p + 1);
}

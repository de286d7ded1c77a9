fn g(p: u8) {
    swap(p, 2);
    old_name(p + 1);
}

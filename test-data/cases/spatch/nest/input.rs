fn info_func(i: i32) {
    foo();
    while x {
        1 + hostno + xxx;
        2 + hostno + xxx;
    }
}

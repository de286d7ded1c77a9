fn main_loop(i: i32) {
    g();
    if i > 0 {
        f(1, 2);
    } else {
        f(3, 4);
    }
    // return 1;
}

fn f(o: Option<i32>, c: Option<char>, s: Option<&str>) {
    if o == Some(1) {
        hit();
    }
    if o == Some(-1) {
        hit();
    }
    if c == Some('a') {}
    if s == Some("s") {}
}

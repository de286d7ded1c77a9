fn f(o: Option<i32>, c: Option<char>, s: Option<&str>) {
    if let Some(1) = o {
        hit();
    }
    if let Some(-1) = o {
        hit();
    }
    if let Some('a') = c {}
    if let Some("s") = s {}
}

fn f(mut it: std::vec::IntoIter<(u8, u8)>) {
    if let Some((a, b)) = it.next() {
        use_it(a + b);
    }
    while let Ok(x) = read() {
        use_it(x);
    }
}

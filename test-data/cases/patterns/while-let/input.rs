fn f(mut it: std::vec::IntoIter<(u8, u8)>) {
    while let Some((a, b)) = it.next() {
        use_it(a + b);
    }
}

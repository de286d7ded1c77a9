fn f(mut it: std::vec::IntoIter<(u8, u8)>) {
    for (a, b) in it {
        use_it(a + b);
    }
}

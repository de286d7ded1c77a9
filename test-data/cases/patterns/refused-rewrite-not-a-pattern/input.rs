fn f(o: Option<u8>) {
    if let Some(x) = o {
        use_it(x);
    }
}

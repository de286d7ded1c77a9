fn f(o: Option<u8>, r: Result<u8, ()>) {
    if let Ok(x) = r {
        use_it(x);
    }
    if let None = o {}
    if o == Some(f(x)) {}
    let d = Some(f(x));
}

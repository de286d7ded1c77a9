fn f(o: Option<u8>) -> bool {
    o.is_some() && o.is_some()
}

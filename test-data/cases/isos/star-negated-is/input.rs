fn f(r: Result<u8, ()>) -> bool {
    r.is_ok() || !r.is_err() || r.is_err()
}

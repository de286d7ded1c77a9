pub fn flags(a: Option<u8>, r: Result<u8, String>) -> [bool; 4] {
    [a.is_none(), a.is_some(), r.is_err(), r.is_ok()]
}

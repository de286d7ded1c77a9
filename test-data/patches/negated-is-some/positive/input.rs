pub fn flags(a: Option<u8>, r: Result<u8, String>) -> [bool; 4] {
    [!a.is_some(), !a.is_none(), !r.is_ok(), !r.is_err()]
}

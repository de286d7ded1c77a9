pub fn items(o: Option<Vec<u8>>) -> Vec<u8> {
    o.unwrap_or(Vec::new())
}

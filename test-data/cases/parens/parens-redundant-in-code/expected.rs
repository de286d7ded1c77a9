fn blanks(v: &[u8], w: &str, m: &Map) -> [bool; 4] {
    [
        (v).is_empty(),
        w.is_empty(),
        m.keys.is_empty(),
        ((m.values)).is_empty(),
    ]
}

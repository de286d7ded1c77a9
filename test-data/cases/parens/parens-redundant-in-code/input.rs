fn blanks(v: &[u8], w: &str, m: &Map) -> [bool; 4] {
    [
        (v).len() == 0,
        (w.len()) == 0,
        m.keys.len() == (0),
        ((m.values)).len() == ((0)),
    ]
}

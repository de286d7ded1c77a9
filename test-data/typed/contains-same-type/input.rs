pub fn has(v: Vec<u32>, x: u32) -> bool {
    v.iter().any(|e| *e == x)
}

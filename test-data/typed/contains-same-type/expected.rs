pub fn has(v: Vec<u32>, x: u32) -> bool {
    v.contains(&x)
}

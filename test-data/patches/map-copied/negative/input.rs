pub fn unboxed(b: Option<Box<u32>>, data: &[u8]) -> (Option<u32>, Vec<u16>) {
    // `*x` also unboxes: `.copied()` would not compile here.
    let n = b.map(|x| *x);
    // The closure does more than copy.
    let wide = data.iter().map(|&b| u16::from(b)).collect();
    (n, wide)
}

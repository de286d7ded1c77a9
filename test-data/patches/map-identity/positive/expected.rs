pub fn flat(v: Vec<Option<u32>>, w: Vec<Vec<u8>>, o: Option<u32>) -> (Vec<u32>, Vec<u8>, Option<u32>) {
    let a: Vec<u32> = v.into_iter().flatten().collect();
    let b: Vec<u8> = w.into_iter().flatten().collect();
    (a, b, o)
}

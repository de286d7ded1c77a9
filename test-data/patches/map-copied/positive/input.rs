pub fn bytes(data: &[u8], first: Option<&u32>) -> (Vec<u8>, Option<u32>) {
    let v: Vec<u8> = data.iter().map(|&b| b).collect();
    (v, first.map(|&n| n))
}

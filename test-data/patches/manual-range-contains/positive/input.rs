pub fn valid(port: u32, ratio: f64, c: char) -> bool {
    let p = port >= 1024 && port <= 65535;
    let r = ratio >= 0.0 && ratio < 1.0;
    p && r && (c >= 'a' && c <= 'z')
}

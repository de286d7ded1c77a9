pub fn valid(port: u32, ratio: f64, c: char) -> bool {
    let p = (1024..=65535).contains(&port);
    let r = (0.0..1.0).contains(&ratio);
    p && r && (('a'..='z').contains(&c))
}

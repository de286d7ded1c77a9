use std::iter;

pub fn pad(n: usize) -> (String, Vec<u8>) {
    let s: String = std::iter::repeat('-').take(n).collect();
    let v: Vec<u8> = iter::repeat(0).take(n * 2).collect();
    (s, v)
}

use std::iter;

pub fn pad(n: usize) -> (String, Vec<u8>) {
    let s: String = std::iter::repeat_n('-', n).collect();
    let v: Vec<u8> = iter::repeat_n(0, n * 2).collect();
    (s, v)
}

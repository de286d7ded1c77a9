use std::collections::{HashMap, VecDeque};

pub fn sizes(v: &Vec<u8>, s: &[u32], q: &VecDeque<i8>, m: &HashMap<u8, u8>) -> usize {
    let mut total = v.len() + s.len();
    total += q.len();
    total += m.len();
    let mut w = vec![1, 2, 3];
    total += w.len();
    total + [1u8, 2].len()
}

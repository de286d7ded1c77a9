use std::collections::{HashMap, VecDeque};

pub fn sizes(v: &Vec<u8>, s: &[u32], q: &VecDeque<i8>, m: &HashMap<u8, u8>) -> usize {
    let mut total = v.iter().count() + s.iter().count();
    total += q.iter().count();
    total += m.iter().count();
    let mut w = vec![1, 2, 3];
    total += w.iter_mut().count();
    total + [1u8, 2].into_iter().count()
}

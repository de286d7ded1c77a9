use std::mem::replace;

pub fn reset(v: &mut Vec<u8>) -> Vec<u8> {
    replace(v, Vec::new())
}

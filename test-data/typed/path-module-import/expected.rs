use std::mem;

pub fn reset(v: &mut Vec<u8>) -> Vec<u8> {
    mem::take(v)
}

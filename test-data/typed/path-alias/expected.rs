use std::mem::replace as swap_out;

pub fn reset(v: &mut Vec<u8>) -> Vec<u8> {
    std::mem::take(v)
}

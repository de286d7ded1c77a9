use std::mem;

pub fn swap_in(v: &mut Vec<String>) -> Vec<String> {
    // Not the default value.
    mem::replace(v, vec![String::from("fresh")])
}

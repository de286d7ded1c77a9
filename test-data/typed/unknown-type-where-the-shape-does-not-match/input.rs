pub fn same_length() -> bool {
    let a = undefined_thing();
    let b = undefined_thing();
    a.len() == b.len()
}

pub fn none_left(items: Vec<u8>) -> bool {
    items.len() == 0
}

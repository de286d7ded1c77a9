pub fn same() -> Vec<u8> {
    let v = undefined_thing();
    v.into_iter().collect()
}

pub fn check(w: Vec<u8>) -> bool {
    let v = undefined_thing();
    v.len() == 0 && w.len() == 0
}

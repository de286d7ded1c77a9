pub fn check() -> bool {
    let v = undefined_thing();
    v.len() == 0
}

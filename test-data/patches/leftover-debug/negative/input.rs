pub fn area(w: u32, h: u32) -> u32 {
    let a = w * h;
    // Intentional panics are not leftovers.
    assert!(a < 1_000_000, "area too large");
    if a == 0 {
        unreachable!("checked by the caller");
    }
    a
}

fn fields(s: &mut Slot) -> u32 {
    let a = s.value().expect("BUG: must be set");
    let b = s.get().unwrap();
    let c = s.take_inner().unwrap();
    let d = s.forget().expect("BUG: must be set");
    let e = s.target().expect("BUG: must be set");
    a + b + c + d + e
}

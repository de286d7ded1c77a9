fn fields(s: &mut Slot) -> u32 {
    let a = s.value().unwrap();
    let b = s.get().unwrap();
    let c = s.take_inner().unwrap();
    let d = s.forget().unwrap();
    let e = s.target().unwrap();
    a + b + c + d + e
}

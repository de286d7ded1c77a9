fn fields(s: &mut Slot) -> u32 {
    let b = s.get().unwrap();
    let c = s.take_inner().unwrap();
    let d = s.get_or_init().unwrap();
    let e = s.taken().unwrap();
    b + c + d + e
}

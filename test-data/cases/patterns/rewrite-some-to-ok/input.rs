fn f(r: Result<u8, ()>, y: u8) -> u8 {
    if let Some(x) = r {
        return x;
    }
    let made = Some(y);
    match r {
        Some(v @ 1..=9) => v,
        Some(_) => 0,
        Err(()) => g(Some(y)),
    }
}

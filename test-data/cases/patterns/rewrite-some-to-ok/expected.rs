fn f(r: Result<u8, ()>, y: u8) -> u8 {
    if let Ok(x) = r {
        return x;
    }
    let made = Some(y);
    match r {
        Ok(v @ 1..=9) => v,
        Ok(_) => 0,
        Err(()) => g(Some(y)),
    }
}

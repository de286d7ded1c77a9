fn bump(store: &Store) -> Result<u32, Error> {
    let g = lock(store);
    let v = read(&g);
    match classify(v) {
        Level::Full => return Err(Error::Full),
        Level::Low => log_low(v),
        Level::Normal => {}
    }
    write(&g, v + 1);
    unlock(g);
    Ok(v)
}

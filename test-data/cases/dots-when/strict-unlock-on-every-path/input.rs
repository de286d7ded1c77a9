fn bump(store: &Store) -> Result<u32, Error> {
    let g = lock(store);
    let v = read(&g);
    if v >= LIMIT {
        unlock(g);
        return Err(Error::Full);
    }
    write(&g, v + 1);
    unlock(g);
    Ok(v)
}

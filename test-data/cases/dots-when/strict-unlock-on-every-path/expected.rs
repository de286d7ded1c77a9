fn bump(store: &Store) -> Result<u32, Error> {
    let g = lock(store);
    let v = read(&g);
    if v >= LIMIT {
        g.release();
        return Err(Error::Full);
    }
    write(&g, v + 1);
    g.release();
    Ok(v)
}

fn bump(store: &Store) -> Result<u32, Error> {
    let g = lock(store)?;
    let v = read(&g)?;
    if v >= LIMIT {
        return Err(Error::Full);
    } else {
        write(&g, v + 1)?;
    }
    unlock(g);
    Ok(v)
}

fn load(store: &Store, kind: Kind) -> Result<u32, Error> {
    let g = lock(store);
    let v = match kind {
        Kind::Local => read_local(&g)?,
        Kind::Remote => fetch_remote(&g)?,
    };
    unlock(g);
    Ok(v)
}

#[must_use]
fn commit(tx: &mut Tx) -> bool {
    let ok = tx.flush().is_ok();
    ok
}

fn save(tx: &mut Tx, ok1: bool) -> Result<(), Error> {
    write_all(tx)?;
    let ok0 = commit(tx);
    debug_assert!(ok0);
    Ok(())
}

#[must_use]
fn commit(tx: &mut Tx) -> bool {
    tx.flush().is_ok()
}

#[must_use]
fn sync(tx: &mut Tx) -> bool {
    tx.fsync().is_ok()
}

fn save(tx: &mut Tx) -> Result<(), Error> {
    write_all(tx)?;
    let ok_commit = commit(tx);
    debug_assert!(ok_commit);
    let ok_sync = sync(tx);
    debug_assert!(ok_sync);
    Ok(())
}

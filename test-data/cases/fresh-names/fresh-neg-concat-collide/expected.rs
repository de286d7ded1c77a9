#[must_use]
fn commit(tx: &mut Tx) -> bool {
    tx.flush().is_ok()
}

fn save(tx: &mut Tx, ok_commit: bool) -> Result<(), Error> {
    write_all(tx)?;
    let ok_commit = commit(tx);
    debug_assert!(ok_commit);
    Ok(())
}

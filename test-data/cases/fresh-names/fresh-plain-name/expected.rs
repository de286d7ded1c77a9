#[must_use]
fn commit(tx: &mut Tx) -> bool {
    tx.flush().is_ok()
}

fn save(tx: &mut Tx, okay: bool) -> Result<(), Error> {
    write_all(tx)?;
    let ok0 = commit(tx);
    debug_assert!(ok0);
    Ok(())
}

#[must_use]
fn commit(tx: &mut Tx) -> bool {
    let ok = tx.flush().is_ok();
    ok
}

fn save(tx: &mut Tx) -> Result<(), Error> {
    write_all(tx)?;
    commit(tx);
    Ok(())
}

#[must_use]
fn commit(tx: &mut Tx) -> bool {
    tx.flush().is_ok()
}

fn save(tx: &mut Tx) {
    assert!(tx.begin().is_err());
    let ok0 = commit(tx);
    debug_assert!(ok0);
}

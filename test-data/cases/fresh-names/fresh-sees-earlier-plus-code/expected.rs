#[must_use]
fn commit(tx: &mut Tx) -> bool {
    tx.flush().is_ok()
}

fn save(tx: &mut Tx) {
    let ok = tx.begin().is_ok();
    assert!(ok);
    let ok0 = commit(tx);
    debug_assert!(ok0);
}

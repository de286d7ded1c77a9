fn save(db: &Db, batch: Vec<Tx>) {
    let first = db.begin();
    commit(first);
    for tx in batch {
        if tx.is_large() {
            commit(tx.split());
        } else {
            commit(tx);
        }
    }
}

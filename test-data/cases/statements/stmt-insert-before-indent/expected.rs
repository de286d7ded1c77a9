fn save(db: &Db, batch: Vec<Tx>) {
    let first = db.begin();
    validate(&first);
    commit(first);
    for tx in batch {
        if tx.is_large() {
            validate(&tx.split());
            commit(tx.split());
        } else {
            validate(&tx);
            commit(tx);
        }
    }
}

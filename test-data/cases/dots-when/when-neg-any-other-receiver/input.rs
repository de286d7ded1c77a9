fn totals(db: &Db, old: &Snapshot) -> u64 {
    let a = old.get("a");
    let s = db.snapshot();
    let b = old.get("b");
    drop(s);
    a + b
}

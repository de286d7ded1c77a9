fn totals(db: &Db) -> u64 {
    let s = db.snapshot();
    let a = s.get("a");
    let b = s.get("b");
    a + b
}

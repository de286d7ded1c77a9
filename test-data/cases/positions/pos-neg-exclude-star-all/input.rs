fn verify(db: &Db, id: u32) -> Row {
    assert!(db.ping().unwrap());
    let row = db.get(id).unwrap_or_default();
    assert!(row.valid().unwrap());
    row
}

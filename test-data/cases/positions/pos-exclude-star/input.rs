fn verify(db: &Db, id: u32) -> Row {
    assert!(db.ping().unwrap());
    let row = db.get(id).unwrap();
    assert!(row.valid().unwrap());
    assert_eq!(row.id().unwrap(), id);
    let extra = row.extra().unwrap_or_default();
    row.with(extra.parse().unwrap())
}

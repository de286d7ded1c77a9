fn store(db: &Database, rows: &[Row]) {
    let t = db.begin_unchecked();
    insert_all(&t, rows);
    t.close();
}

fn store(rows: &[Row]) {
    let db = Database::open("app.db");
    let t = db.begin_unchecked();
    insert_all(&t, rows);
    t.finish();
}

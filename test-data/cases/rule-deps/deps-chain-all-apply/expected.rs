fn store(rows: &[Row]) {
    let db = Database::open("app.db");
    let t = db.begin();
    insert_all(&t, rows);
    t.commit();
}

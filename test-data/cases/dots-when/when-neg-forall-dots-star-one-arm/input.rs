fn save(db: &Db, op: Op) {
    let tx = db.begin();
    match op {
        Op::Insert(row) => {
            tx.insert(row);
            tx.commit();
        }
        Op::Delete(id) => {
            tx.delete(id);
        }
    }
}

fn scan(rows: &[Row]) {
    for row in rows {
        while row.pending() {
            if row.blocked() {
                continue;
            }
            row.step();
        }
        if row.is_empty() {
            return;
        }
        row.commit();
    }
}

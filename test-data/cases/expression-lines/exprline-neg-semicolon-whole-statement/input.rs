fn count(pool: &Pool) -> usize {
    let c = pool.checkout();
    let rows = c.query("select id from users");
    rows.len()
}

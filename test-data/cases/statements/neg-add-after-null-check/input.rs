fn handle(pool: &Pool) -> Result<(), Error> {
    let conn = pool.checkout();
    if conn.is_none() {
        warn("pool exhausted");
    }
    serve(conn.unwrap());
    Ok(())
}

fn handle(pool: &Pool) -> Result<(), Error> {
    let conn = pool.checkout();
    if conn.is_none() {
        warn("pool exhausted");
        return Err(Error::Busy);
    }
    serve(conn.unwrap());
    Ok(())
}

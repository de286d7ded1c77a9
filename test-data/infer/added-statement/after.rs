fn f(conn: &Conn) {
    let req = build();
    conn.check();
    conn.send(req);
}

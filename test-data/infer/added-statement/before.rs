fn f(conn: &Conn) {
    let req = build();
    conn.send(req);
}

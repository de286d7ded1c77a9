fn push(conn: &Conn, msgs: &[Msg]) {
    for m in msgs {
        retry(|| conn.ping());
        send(m);
    }
}

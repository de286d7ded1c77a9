fn push(addr: &str, msgs: &[Msg]) {
    let conn = connect(addr);
    for m in msgs {
        conn.send(m);
        send_with_backoff(m);
    }
}

fn g(c: &Conn, r: Req) {
    c.send(r);
    c.receive();
}

fn g(c: &Conn, r: Req) {
    c.check();
    c.send(r);
    c.receive();
}

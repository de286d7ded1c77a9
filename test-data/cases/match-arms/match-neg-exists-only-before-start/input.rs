fn deliver(c: Conn, addr: &str, msg: Msg) {
    match msg {
        Msg::Text(s) => c.send_text(&s),
        Msg::Bytes(b) => {
            c.send_raw(&b);
        }
        Msg::Empty => {}
    }
    let c = Conn::open(addr);
    c.send_text("done");
    c.close();
}

fn deliver(addr: &str, msg: Msg) {
    let c = Conn::open(addr);
    match msg {
        Msg::Text(s) => c.send_text(&s),
        Msg::Bytes(b) => {
            c.send_raw(&b);
        }
        Msg::Empty => {}
    }
    c.close();
}

fn start(c: &mut Conn) {
    c.open();
    c.configure();
    c.ping();
}

fn restart(c: &mut Conn) {
    c.open();
    c.ping();
    c.configure();
    c.ping();
}

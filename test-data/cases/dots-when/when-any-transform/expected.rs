fn start(c: &mut Conn) {
    c.open();
    c.configure();
}

fn restart(c: &mut Conn) {
    c.open();
    c.configure();
}

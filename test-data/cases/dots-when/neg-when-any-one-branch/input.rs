fn start(c: &mut Conn, verbose: bool) {
    c.open();
    if verbose {
        c.ping();
    }
    c.configure();
}

fn save(c: &Conn) {
    c.lock_timed(TIMEOUT);
    c.write();
    c.flush();
    c.unlock();
}

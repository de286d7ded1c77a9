fn save(c: &Conn) {
    c.lock();
    c.write();
    c.flush();
    c.unlock();
}

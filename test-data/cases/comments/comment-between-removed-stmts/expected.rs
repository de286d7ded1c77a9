fn save(c: &mut Tx) {
    // nothing to stage yet
    c.run_atomic();
}

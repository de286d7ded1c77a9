fn save(c: &mut Tx) {
    c.begin();
    // nothing to stage yet
    c.commit();
}

fn save(c: &mut Tx) {
    c.begin();
    // stage the rows first
    c.stage();
    c.commit();
}

pub fn done(guard: Vec<u8>) {
    drop(guard);
}

pub fn done(guard: Vec<u8>) {
    std::mem::drop(guard);
}

fn leak(buf: Vec<u8>) {
    std::mem::forget(buf);
}

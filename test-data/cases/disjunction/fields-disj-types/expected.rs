struct Shared {
    count: Arc<u8>,
    items: Arc<Mutex<Vec<u8>>>,
    name: Box<str>,
}

fn shared() -> Arc<Vec<u8>> {
    Arc::new(vec![1, 2, 3])
}

fn run() {
    let s = shared();
    consume(Arc::new(s.len()));
}

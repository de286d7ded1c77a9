fn shared() -> Arc<Vec<u8>> {
    Rc::new(vec![1, 2, 3])
}

fn run() {
    let s = shared();
    consume(Rc::new(s.len()));
}

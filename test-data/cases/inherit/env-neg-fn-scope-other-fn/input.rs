fn fill() -> usize {
    let cache = RefCell::new(Vec::new());
    cache.borrow_mut().push(1);
    log.borrow().len()
}

fn total(cache: &Stats, log: &Log) -> usize {
    cache.borrow().len() + log.borrow().len()
}

fn drain() -> usize {
    let log = RefCell::new(Vec::new());
    cache.borrow().len()
}

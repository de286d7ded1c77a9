fn fill() -> usize {
    let cache = RefCell::new(Vec::new());
    cache.borrow_mut().push(1);
    cache.try_borrow().unwrap().len()
}

fn total(cache: &Stats, log: &Log) -> usize {
    cache.borrow().len() + log.borrow().len()
}

fn drain() -> usize {
    let log = RefCell::new(Vec::new());
    log.try_borrow().unwrap().len()
}

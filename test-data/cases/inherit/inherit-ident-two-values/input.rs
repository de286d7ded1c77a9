fn run(jobs: &[Job], store: &Store) {
    let cache = RefCell::new(HashMap::new());
    let queue = RefCell::new(Vec::with_capacity(jobs.len()));
    for j in jobs {
        queue.borrow_mut().push(j.id);
        cache.borrow_mut().insert(j.id, j.clone());
        store.borrow_mut().record(j.id);
    }
    let caches = cache.borrow_mut_ref();
    flush(&queue, caches);
}

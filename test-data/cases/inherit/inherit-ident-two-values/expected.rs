fn run(jobs: &[Job], store: &Store) {
    let cache = RefCell::new(HashMap::new());
    let queue = RefCell::new(Vec::with_capacity(jobs.len()));
    for j in jobs {
        queue.try_borrow_mut().expect("already borrowed").push(j.id);
        cache.try_borrow_mut().expect("already borrowed").insert(j.id, j.clone());
        store.borrow_mut().record(j.id);
    }
    let caches = cache.borrow_mut_ref();
    flush(&queue, caches);
}

fn run(jobs: &[Job], store: &Store, cache: &Cache) {
    let queue = Mutex::new(Vec::with_capacity(jobs.len()));
    for j in jobs {
        cache.borrow_mut().insert(j.id, j.clone());
        store.borrow_mut().record(j.id);
    }
    flush(queue);
}

fn f(store: &Store) {
    let n = store.len();
    let guard = store.lock();
    audit();
}

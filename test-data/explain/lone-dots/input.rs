fn f(store: &Store) {
    let n = store.len();
    audit();
    report(n);
}

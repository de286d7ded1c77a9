fn process_all(items: &[Store]) {
    for item in items {
        let g = lock(item);
        if g.is_poisoned() {
            panic!("poisoned store");
        }
        process(&g);
        unlock(g);
    }
}

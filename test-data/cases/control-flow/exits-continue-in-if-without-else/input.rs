fn process_all(items: &[Store]) {
    for item in items {
        let g = lock(item);
        if g.is_empty() {
            continue;
        }
        process(&g);
        unlock(g);
    }
}

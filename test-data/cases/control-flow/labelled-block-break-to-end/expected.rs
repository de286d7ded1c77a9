fn save(items: &[Item]) {
    let t = begin();
    'write: {
        for it in items {
            if !it.valid() {
                log_invalid(it);
                break 'write;
            } else {
                put(&t, it);
            }
        }
        flush(&t);
    }
    t.commit();
}

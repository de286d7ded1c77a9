fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if probe_ok(&p) {
        return 1;
    }
    0
}

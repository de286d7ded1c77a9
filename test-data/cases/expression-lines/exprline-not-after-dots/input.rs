fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if !p.is_ready() {
        return 1;
    }
    0
}

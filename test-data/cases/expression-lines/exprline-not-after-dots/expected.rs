fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if p.is_blocked() {
        return 1;
    }
    0
}

fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if check(&p) {
        return 1;
    }
    0
}

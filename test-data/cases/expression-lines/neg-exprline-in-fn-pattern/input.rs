fn probe(pool: &Pool, fast: bool) -> i32 {
    let p = pool.get();
    if fast {
        if check(&p) {
            return 1;
        }
    }
    0
}

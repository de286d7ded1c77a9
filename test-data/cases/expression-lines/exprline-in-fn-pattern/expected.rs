fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if verify(&p) {
        return 1;
    }
    0
}

fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    log_start();
    if check(&p) {
        return 1;
    }
    while check(&p) {
        p.advance();
    }
    0
}

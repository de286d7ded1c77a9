fn probe(pool: &Pool, q: &Conn) -> i32 {
    let p = pool.get();
    log_start();
    if check(&q) {
        return 1;
    }
    0
}

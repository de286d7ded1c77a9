fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if test(&p) {
        return 1;
    }
    0
}

fn drain(pool: &Pool) {
    let q = pool.get();
    while check(&q) {
        q.advance();
    }
}

fn probe(pool: &Pool) -> i32 {
    let p = pool.get();
    if verify(&p) {
        return 1;
    }
    0
}

fn drain(pool: &Pool) {
    let q = pool.get();
    while verify(&q) {
        q.advance();
    }
}

fn key(a: u64, b: u64, id: u64) -> u64 {
    let k = fast_hash(a + /* salt */ b);
    let j = fast_hash(id /* the id */);
    k ^ j
}

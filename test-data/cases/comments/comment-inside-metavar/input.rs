fn key(a: u64, b: u64, id: u64) -> u64 {
    let k = legacy_hash(a + /* salt */ b);
    let j = legacy_hash(id.rotate_left(7) /* mix */ ^ a);
    k ^ j
}

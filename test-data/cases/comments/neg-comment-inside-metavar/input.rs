fn key(a: u64, b: u64) -> u64 {
    legacy_hash2(a + /* salt */ b) ^ legacy_hash(a, /* salt */ b)
}

pub fn counts(v: &[u32], text: &str) -> usize {
    // Counting what an adapter keeps, or characters (not bytes): not a length.
    v.iter().filter(|x| **x > 3).count() + text.chars().count() + v.iter().skip(1).count()
}

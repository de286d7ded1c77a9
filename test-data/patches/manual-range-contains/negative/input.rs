pub fn valid(port: u32, lo: u32, other: u32) -> bool {
    // Two different values compared, and an open lower bound.
    (port >= lo && other <= 100) || (port > lo && port < 100)
}

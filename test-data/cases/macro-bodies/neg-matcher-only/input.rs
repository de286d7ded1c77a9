// Only the matcher holds `x.unwrap()`: nothing is rewritten.
macro_rules! same {
    (x.unwrap()) => {
        0
    };
}

macro_rules! biggest {
    ($a:expr, $b:expr) => {
        max($a, $b + 1)
    };
}

macro_rules! biggest {
    ($a:expr, $b:expr) => {
        println!("max($a, $b)")
    };
}

macro_rules! biggest {
    ($a:expr, $b:expr) => {
        if $a > $b + 1 { $a } else { $b + 1 }
    };
}

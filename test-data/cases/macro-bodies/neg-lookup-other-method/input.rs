macro_rules! lookup {
    ($m:expr, $k:expr) => {
        $m.get($k).unwrap_or(&0)
    };
    ($m:expr) => {
        $m.first().unwrap_or_default()
    };
}

fn f(v: Vec<u32>) -> u32 {
    *v.first().unwrap_or(&0)
}

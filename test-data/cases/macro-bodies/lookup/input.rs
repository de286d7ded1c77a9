macro_rules! lookup {
    ($m:expr, $k:expr) => {
        $m.get($k).unwrap()
    };
    ($m:expr) => {
        $m.first().unwrap()
    };
}

fn f(v: Vec<u32>) -> u32 {
    *v.first().unwrap()
}

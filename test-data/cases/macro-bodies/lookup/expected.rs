macro_rules! lookup {
    ($m:expr, $k:expr) => {
        $m.get($k).expect("checked")
    };
    ($m:expr) => {
        $m.first().expect("checked")
    };
}

fn f(v: Vec<u32>) -> u32 {
    *v.first().expect("checked")
}

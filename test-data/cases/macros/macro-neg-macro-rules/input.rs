macro_rules! config {
    () => {
        CONFIG.get().unwrap()
    };
    ($key:expr) => {{
        let v = CONFIG.lookup($key).unwrap();
        v.parse().unwrap()
    }};
}

macro_rules! forward {
    ($($t:tt)*) => { inner!($($t)*).unwrap() };
}

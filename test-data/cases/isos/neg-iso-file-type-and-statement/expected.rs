fn a(v: &[u8]) {
    release(v);
}

fn b(w: std::vec::Vec<String>) {
    let _ = w;
}

fn c(n: Option<u8>) {
    let _x = n;
}

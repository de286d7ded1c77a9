fn a(v: &[u8]) {
    release(v);
}

fn b(w: &[String]) {
    release(w);
}

fn c(n: Option<u8>) {
    let _x = n;
}

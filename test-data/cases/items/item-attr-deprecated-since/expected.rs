#[deprecated(since = "2.0")]
pub fn connect(url: &str) -> Conn {
    Conn::open(url)
}

#[deprecated(since = "1.4")]
pub fn ping(c: &Conn) -> bool {
    c.alive()
}

pub fn run(url: &str) {
    let c = compat::connect(url);
    if ping(&c) {
        c.connect(url);
    }
}

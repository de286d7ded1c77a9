#[deprecated(since = "1.4")]
pub fn connect(url: &str) -> Conn {
    Conn::open(url)
}

#[deprecated]
pub fn ping(c: &Conn) -> bool {
    c.alive()
}

pub fn run(url: &str) {
    let c = connect(url);
    if ping(&c) {
        c.close();
    }
}

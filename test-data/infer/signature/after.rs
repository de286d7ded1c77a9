pub struct Pool;

impl Pool {
    /// Opens a connection.
    pub fn connect(&self, host: &str, timeout: u64) -> Conn {
        Conn::open(host)
    }
}

pub trait Dial {
    fn dial(&self, host: &str, timeout: u64);
}

fn main() {
    let pool = Pool;
    let c = pool.connect("a", 30);
    run(c);
}

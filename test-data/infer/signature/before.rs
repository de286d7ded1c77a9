pub struct Pool;

impl Pool {
    /// Opens a connection.
    pub fn connect(&self, host: &str) -> Conn {
        Conn::open(host)
    }
}

pub trait Dial {
    fn dial(&self, host: &str);
}

fn main() {
    let pool = Pool;
    let c = pool.connect("a");
    run(c);
}

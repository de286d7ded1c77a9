impl Pool {
    #[inline]
    pub(crate) fn connect(&self, host: &str) -> Conn {
        let c = Conn::open(host);
        c
    }

    fn connect_all(&self, hosts: &[&str]) -> Vec<Conn> {
        hosts.iter().map(|h| self.connect(h)).collect()
    }
}

impl Dial for Pool {
    fn dial(&self, host: &str) {
        self.connect(host);
    }
}

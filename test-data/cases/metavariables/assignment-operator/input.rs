impl Counter {
    fn apply(&mut self, n: u64, name: String) {
        self.count += n;
        self.name = name;
        self.total -= 1;
    }
}

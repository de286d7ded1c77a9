impl Counter {
    fn apply(&mut self, n: u64, name: String) {
        self.count += n;
        self.dirty = true;
        self.name = name;
        self.total -= 1;
        self.dirty = true;
    }
}

impl Counter {
    fn apply(&mut self, n: u64, name: String) {
        self.name = name;
        self.scale *= n;
    }
}

impl Stats {
    fn hit(&mut self, i: usize, slots: &mut [Slot]) {
        self.count += 1;
        slots[i].hits += 1;
        self.inner.borrow_mut().misses += 1;
        self.count = other.count + 1;
        self.count = self.total + 1;
        self.count = self.count + 2;
    }
}

impl Index {
    fn has(&mut self, a: &str, other: &Index) -> bool {
        self.words.sort();
        let x = other.words.contains(&a.to_string());
        let y = self.words2.contains(&a.to_string());
        let z = self.tags.contains(&a.to_string());
        x && y && z
    }
}

impl Index {
    fn has(&mut self, a: &str, b: &str, c: &str) -> bool {
        self.words.sort();
        let x = self.words.contains(&a.to_string());
        let y = self . words.contains(&b.to_string());
        let z = self.words /* sorted */ .contains(&c.to_string());
        let w = self.tags.contains(&a.to_string());
        x && y && z && w
    }
}

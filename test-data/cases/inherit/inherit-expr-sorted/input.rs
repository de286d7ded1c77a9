impl Index {
    fn build(&mut self, words: Vec<String>, banned: &[String]) -> bool {
        self.words = words;
        self.words.sort();
        let mut ids = self.ids();
        ids.sort();
        let hit = self.words.contains(&banned[0]);
        let known = ids.contains(&42) && banned.contains(&self.words[0]);
        hit || known || self.tags.contains(&"x".to_string())
    }
}

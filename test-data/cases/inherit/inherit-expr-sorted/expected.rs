impl Index {
    fn build(&mut self, words: Vec<String>, banned: &[String]) -> bool {
        self.words = words;
        self.words.sort();
        let mut ids = self.ids();
        ids.sort();
        let hit = self.words.binary_search(&banned[0]).is_ok();
        let known = ids.binary_search(&42).is_ok() && banned.contains(&self.words[0]);
        hit || known || self.tags.contains(&"x".to_string())
    }
}

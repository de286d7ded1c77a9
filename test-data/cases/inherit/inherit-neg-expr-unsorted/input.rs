impl Index {
    fn build(&mut self, words: Vec<String>, banned: &[String]) -> bool {
        self.words = words;
        self.words.dedup();
        let ids = self.ids();
        let hit = self.words.contains(&banned[0]);
        hit || ids.contains(&42)
    }
}

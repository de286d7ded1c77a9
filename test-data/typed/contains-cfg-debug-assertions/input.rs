pub struct Matches {
    #[cfg(debug_assertions)]
    valid_ids: Vec<u32>,
}

impl Matches {
    pub fn is_valid(&self, id: u32) -> bool {
        #[cfg(debug_assertions)]
        {
            self.valid_ids.iter().any(|s| *s == id)
        }
        #[cfg(not(debug_assertions))]
        {
            true
        }
    }
}

pub struct Queue {
    items: Vec<u8>,
}

impl Queue {
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

// Beside a `Vec` of its own, a std vector is still matched when named by its path.
pub struct Vec<T> {
    items: std::vec::Vec<T>,
}

impl<T> Vec<T> {
    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn none(&self) -> bool {
        self.len() == 0
    }
}

pub fn empty_std(v: &std::vec::Vec<u8>) -> bool {
    v.is_empty()
}

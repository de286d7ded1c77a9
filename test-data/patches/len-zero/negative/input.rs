pub fn checks(names: &[String], limit: usize) -> bool {
    // Not a comparison with zero, or not `len()`.
    names.len() == 1 || names.len() > limit || names.capacity_hint() == 0
}

trait CapacityHint {
    fn capacity_hint(&self) -> usize;
}

impl CapacityHint for [String] {
    fn capacity_hint(&self) -> usize {
        self.len()
    }
}

pub struct Queue {
    items: Vec<u32>,
}

impl Queue {
    pub fn len(&self) -> usize {
        self.items.len()
    }

    // Rewriting this one would make `is_empty` call itself.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

pub fn drained(v: Vec<u8>, q: &Queue) -> bool {
    // An iterator's `is_empty` is unstable; a type of your own has its own meaning.
    let it = v.into_iter();
    it.len() == 0 || q.len() == 0
}

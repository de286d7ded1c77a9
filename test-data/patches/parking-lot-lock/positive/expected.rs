use parking_lot::{Mutex, RwLock};

pub struct Cache {
    hits: Mutex<u64>,
    entries: RwLock<Vec<String>>,
}

impl Cache {
    pub fn hit(&self) -> u64 {
        let mut h = self.hits.lock();
        *h += 1;
        *h
    }

    pub fn add(&self, s: String) -> usize {
        self.entries.write().push(s);
        self.entries.read().len()
    }
}

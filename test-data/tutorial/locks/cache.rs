use parking_lot::Mutex;

pub struct Cache {
    hits: Mutex<u64>,
}

impl Cache {
    pub fn hit(&self) -> u64 {
        let mut hits = self.hits.lock().unwrap();
        *hits += 1;
        *hits
    }
}

use std::sync::Mutex;

pub struct Cache {
    hits: Mutex<u64>,
}

impl Cache {
    // std's Mutex: `lock()` gives a `Result`.
    pub fn hit(&self) -> u64 {
        let mut h = self.hits.lock().unwrap();
        *h += 1;
        *h
    }
}

use std::sync::Mutex;

pub struct Stats {
    calls: Mutex<u64>,
}

impl Stats {
    pub fn call(&self) -> u64 {
        let mut calls = self.calls.lock().unwrap();
        *calls += 1;
        *calls
    }
}

use std::sync::{Arc, Mutex};
use std::thread;

fn spawn_workers(shared: Arc<Mutex<Vec<u32>>>, n: u32) -> Vec<thread::JoinHandle<usize>> {
    let peek = |m: &Mutex<Vec<u32>>| m.lock().unwrap().len();
    (0..n)
        .map(|i| {
            let shared = Arc::clone(&shared);
            thread::spawn(move || {
                let push = |v: u32| shared.lock().unwrap().push(v);
                push(i);
                let total = (0..3).map(|_| shared.lock().unwrap().len()).sum::<usize>();
                total + peek(&shared)
            })
        })
        .collect()
}

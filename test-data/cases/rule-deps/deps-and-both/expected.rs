fn start(jobs: Vec<Job>) {
    let queue = Arc::new(Mutex::new(jobs));
    let q = queue.clone();
    let h = std::thread::spawn(move || drain(q));
    h.join().unwrap();
}

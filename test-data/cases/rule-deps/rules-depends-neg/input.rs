async fn worker(rx: Receiver<Job>) {
    let h = std::thread::spawn(move || drain_blocking(rx));
    std::thread::sleep(Duration::from_millis(5));
    h.join().unwrap();
}

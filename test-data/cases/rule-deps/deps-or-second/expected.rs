fn poll(dev: &Device) -> u64 {
    let started = SystemTime::now();
    while !dev.ready() {
        std::thread::sleep(Duration::from_millis(10));
    }
    elapsed_since(started)
}

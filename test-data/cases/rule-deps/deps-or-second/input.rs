fn poll(dev: &Device) -> u64 {
    let started = SystemTime::now();
    while !dev.ready() {
        sleep_ms(10);
    }
    elapsed_since(started)
}

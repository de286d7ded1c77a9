fn poll(dev: &Device) -> u64 {
    let mut tries = 0;
    while !dev.ready() {
        sleep_ms(10);
        tries += 1;
    }
    tries
}

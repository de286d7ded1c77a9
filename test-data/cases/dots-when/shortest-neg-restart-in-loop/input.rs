fn cycle(dev: &Dev) {
    loop {
        start(dev);
        if dev.done() {
            break;
        }
    }
    stop(dev);
}

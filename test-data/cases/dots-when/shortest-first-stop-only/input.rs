fn cycle(dev: &Dev) {
    start(dev);
    calibrate(dev);
    stop(dev);
    log("stopped");
    stop(dev);
}

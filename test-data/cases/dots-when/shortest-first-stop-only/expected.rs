fn cycle(dev: &Dev) {
    start(dev);
    calibrate(dev);
    stop_checked(dev);
    log("stopped");
    stop(dev);
}

fn run(abort: bool) {
    start();
    if abort {
        log_abort();
        return;
    }
    work();
}

fn run_simple() {
    start();
    work();
}

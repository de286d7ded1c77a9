fn run(abort: bool) {
    start();
    if abort {
        log_abort();
        finish();
        return;
    }
    work();
    finish();
}

fn run_simple() {
    start();
    work();
    finish();
}

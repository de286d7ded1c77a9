fn first(verbose: bool) {
    start();
    if verbose {
        log_state();
    }
    done();
}

fn second() {
    start();
    flush();
    done();
}

fn first(verbose: bool) {
    start();
    if verbose {
        log_state();
    } else {
        log_short();
    }
    done();
}

fn second() {
    start();
    compact();
    done();
}

fn cycle(verbose: bool) {
    if verbose {
        reset_stats();
        record(20);
        flush(12);
    }
    done();
}

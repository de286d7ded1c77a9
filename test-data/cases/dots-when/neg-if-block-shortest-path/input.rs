fn cycle(verbose: bool) {
    if verbose {
        reset_stats();
        flush(20);
        flush(12);
    }
    done();
}

fn cycle(verbose: bool) {
    if verbose {
        record(20);
        flush(12);
    }
    done();
}

fn step(debug: bool) {
    if debug {
        dump_state();
    }
    advance();
}

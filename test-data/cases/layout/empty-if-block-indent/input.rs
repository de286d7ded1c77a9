fn step(debug: bool) {
    if debug {
    }
    advance();
}

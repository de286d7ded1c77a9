fn first(verbose: bool) {
    start();
    done();
}

fn second() {
    start();
    done();
}

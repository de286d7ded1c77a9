fn main_(x: bool) {
    foo();
    if x {
        bar();
        after();
        return;
    }
    bar();
    after();
}

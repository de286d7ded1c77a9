fn main_(x: bool) {
    foo();
    if x {
        after();
        return;
    }
    after();
}

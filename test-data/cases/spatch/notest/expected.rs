fn main() {
    let x: Option<Foo>;
    x = FN();
    if 12 {
        return;
    }
    return;
}

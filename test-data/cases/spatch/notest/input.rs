fn main() {
    let x: Option<Foo>;
    x = FN();
    if !x {
        return;
    }
    return;
}

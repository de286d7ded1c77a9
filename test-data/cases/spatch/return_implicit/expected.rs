fn main() {
    foo();
    return Err(ENODEV);
}

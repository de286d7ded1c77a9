fn main() {
    if x { xyz1(); }
    if x { xyz2(); }
    if x { xyz3(); }
}

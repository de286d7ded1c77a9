fn link() {
    let a = alloc();
    let b = alloc();
    pair(b, b);
    pair(a, a);
}

fn link() {
    let a = alloc();
    let b = alloc();
    pair(a, b);
    pair(b, b);
    pair(ROOT, b);
}

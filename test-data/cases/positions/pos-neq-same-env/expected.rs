fn link() {
    let a = alloc();
    let b = alloc();
    pair_rev(a, b);
    pair(b, b);
    pair_rev(ROOT, b);
}

fn work(q: Buf) {
    start();
    let p = alloc();
    free(p);
    free(q);
}

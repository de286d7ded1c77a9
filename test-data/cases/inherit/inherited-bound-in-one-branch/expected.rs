fn work(q: Buf) {
    start();
    let p = alloc();
    release(p);
    free(q);
}

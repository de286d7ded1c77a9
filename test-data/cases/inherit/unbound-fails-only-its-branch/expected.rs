fn work(q: Buf) {
    start();
    free(q);
    halt();
}

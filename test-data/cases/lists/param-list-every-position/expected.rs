fn cleanup(a: Buf, b: Buf, c: Buf) {
    release(a);
    release(b);
    free(SCRATCH);
}

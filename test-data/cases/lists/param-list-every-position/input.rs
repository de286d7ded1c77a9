fn cleanup(a: Buf, b: Buf, c: Buf) {
    free(a);
    free(b);
    free(SCRATCH);
}

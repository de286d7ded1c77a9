fn cleanup(a: Buf, b: Buf, c: Buf) {
    free(SCRATCH);
    free(other.buf);
}

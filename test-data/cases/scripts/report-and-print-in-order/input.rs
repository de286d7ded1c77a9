fn close(a: File, b: File) {
    drop(a);
    drop(b);
}

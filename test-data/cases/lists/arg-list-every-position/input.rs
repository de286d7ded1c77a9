fn setup(a: Handle, b: Handle, c: Handle, d: Handle) {
    watch(a, b, c);
    unwatch(b);
    unwatch(c);
    unwatch(d);
}

fn setup(a: Handle, b: Handle, c: Handle, d: Handle) {
    watch(a, b, c);
    unwatch_now(b);
    unwatch_now(c);
    unwatch(d);
}

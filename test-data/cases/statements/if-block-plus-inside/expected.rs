fn run(flag: bool) {
    prepare();
    if flag {
        trace_enter();
        work();
    }
    finish();
}

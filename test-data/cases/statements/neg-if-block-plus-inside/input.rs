fn run(flag: bool) {
    prepare();
    if flag {
        work();
        extra();
    }
    finish();
}

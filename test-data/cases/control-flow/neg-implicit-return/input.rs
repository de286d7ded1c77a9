fn run(abort: bool) -> u32 {
    start();
    if abort {
        return 1;
    }
    work()
}

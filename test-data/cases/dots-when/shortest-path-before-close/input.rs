fn cycle() {
    reset_stats();
    record(20);
    flush(12);
}

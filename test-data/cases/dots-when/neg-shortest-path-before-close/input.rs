fn cycle() {
    reset_stats();
    flush(20);
    flush(12);
}

fn cycle() {
    record(20);
    flush(12);
}

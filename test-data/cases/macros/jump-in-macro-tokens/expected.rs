fn parse_loop() {
    check();
}

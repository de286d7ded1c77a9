fn f(d: std::time::Duration) {
    std::thread::sleep(d);
}

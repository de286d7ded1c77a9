pub fn run() {
    #[cfg(debug_assertions)]
    {
        check();
    }
    go();
}

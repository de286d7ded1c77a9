pub fn run() {
    #[cfg(debug_assertions)]
    { verify(); }
    go();
}

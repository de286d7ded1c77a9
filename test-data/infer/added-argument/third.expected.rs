fn g(dir: &Path) {
    let a = open(dir.join("a"), Mode::Read);
    let b = reopen(dir);
}

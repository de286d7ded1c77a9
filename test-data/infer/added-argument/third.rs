fn g(dir: &Path) {
    let a = open(dir.join("a"));
    let b = reopen(dir);
}

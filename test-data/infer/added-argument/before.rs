fn f(path: &str) -> File {
    open(path)
}

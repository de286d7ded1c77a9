fn f(s: String) -> String {
    s + "!"
}

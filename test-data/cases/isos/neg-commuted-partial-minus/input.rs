fn f(n: u32) -> bool {
    n == 0 && 0 == n
}

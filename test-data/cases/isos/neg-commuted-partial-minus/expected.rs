fn f(n: u32) -> bool {
    n == ZERO && 0 == n
}

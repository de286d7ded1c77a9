pub fn check(ready: bool, other: bool) -> bool {
    // Comparing two variables is not a comparison with a literal.
    ready == other || !ready
}

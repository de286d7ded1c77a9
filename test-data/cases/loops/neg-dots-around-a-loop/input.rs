fn each(items: &[u8]) {
    for item in items {
        // A path around the loop comes back to this statement before the end of the fn:
        // the trailing `...` (shortest path) fails there, so forall fails, as in spatch.
        let doubled = item * 2;
        log(item);
    }
    while more() {
        let unused = next();
    }
}

fn f(it: &mut I) -> bool {
    // Swapping the operands would not change the order here, but a call may have side
    // effects: the isomorphism stays away from it.
    None == it.next() || None == v[0]
}

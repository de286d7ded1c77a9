#[cfg(any())]
fn f(s: std::collections::HashSet<u8>) -> bool {
    s.len() == 0
}

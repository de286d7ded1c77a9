pub fn check(ready: bool, items: &[u32]) -> bool {
    if ready && !items.is_empty() {
        return true;
    }
    let a = !ready;
    let b = !(items.len() > 3);
    a || b || ready || items.contains(&1)
}

pub fn check(ready: bool, items: &[u32]) -> bool {
    if ready == true && items.is_empty() == false {
        return true;
    }
    let a = false == ready;
    let b = (items.len() > 3) != true;
    a || b || ready != false || true == items.contains(&1)
}

fn f(v: Vec<u8>, w: &[u8], o: Option<u8>, p: Option<u8>) -> bool {
    let a = v.is_empty_now();
    let b = w.is_empty();
    let c = (w.len() + 1).max(2) == 0 || w.iter().is_empty();
    let d = o.unwrap_or(Default::default()) + p.unwrap_or_default();
    a && b && c && d > 0
}

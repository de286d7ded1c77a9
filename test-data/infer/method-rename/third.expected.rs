fn g(m: &Map) -> bool {
    m.keys().next().is_none() || m.len() == 0 || m.keys().count() == 1
}

fn g(m: &Map) -> bool {
    m.keys().count() == 0 || m.len() == 0 || m.keys().count() == 1
}

pub fn port(given: Option<&str>) -> Option<usize> {
    given.map(|s| s.len() + 1)
}

pub fn doubled(x: Option<u32>) -> Option<u32> {
    let y = x.map(|v| v * 2);
    y
}

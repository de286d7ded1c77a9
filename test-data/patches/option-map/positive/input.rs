pub fn port(given: Option<&str>) -> Option<usize> {
    if let Some(s) = given { Some(s.len() + 1) } else { None }
}

pub fn doubled(x: Option<u32>) -> Option<u32> {
    let y = if let Some(v) = x {
        Some(v * 2)
    } else {
        None
    };
    y
}

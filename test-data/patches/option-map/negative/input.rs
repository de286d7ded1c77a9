pub fn parsed(x: Option<&str>) -> Result<Option<u32>, std::num::ParseIntError> {
    // `?` inside `Some(..)` would leave the closure, not this fn.
    Ok(if let Some(s) = x { Some(s.parse()?) } else { None })
}

pub fn first_small(xs: &[Option<u32>]) -> Option<u32> {
    for x in xs {
        // `break` and `return` cannot move into a closure either.
        let _y = if let Some(v) = *x { Some(if v > 10 { break } else { v }) } else { None };
        let _z = if let Some(v) = *x { Some(if v == 0 { return None } else { v }) } else { None };
    }
    // Not the shape: the `else` branch is not `None`.
    let w = Some(1);
    if let Some(v) = w { Some(v + 1) } else { Some(0) }
}

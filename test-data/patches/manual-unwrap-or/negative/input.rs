pub fn sizes(width: Option<u32>, height: Option<u32>) -> Option<u32> {
    // Leaving the fn from the `None` arm: a closure cannot do that.
    let w = match width {
        Some(w) => w,
        None => return None,
    };
    // The value is changed in the `Some` arm.
    let h = match height {
        Some(h) => h + 1,
        None => 0,
    };
    Some(w * h)
}

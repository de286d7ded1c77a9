#[inline]
fn hot(x: u32) -> u32 {
    x * 2
}

#[cold]
fn cold(x: u32) -> u32 {
    x + 1
}

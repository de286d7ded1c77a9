#[inline]
fn hot(x: u32) -> u32 {
    x * 2
}

#[inline]
fn cold(x: u32) -> u32 {
    x + 1
}

#[must_use]
fn plain(x: u32) -> u32 {
    x
}

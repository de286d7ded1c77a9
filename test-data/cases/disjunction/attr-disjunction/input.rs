#[inline(always)]
fn hot(x: u32) -> u32 {
    x * 2
}

#[inline(never)]
fn cold(x: u32) -> u32 {
    x + 1
}

#[must_use]
fn plain(x: u32) -> u32 {
    x
}

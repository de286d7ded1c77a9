fn main_(x: i32, q: i32) -> i32 {
    return 12;
}
// foo

pub(crate) fn xmain(y: i32, q: i32) -> i32 {
    return 12;
}
// xxx

#[inline]
pub fn ymain<T: Copy>(y: i32, q: i32) -> i32 {
    return 12;
}
// xxx

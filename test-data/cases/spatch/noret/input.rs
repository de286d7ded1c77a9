fn main_(x: i32) -> i32 {
    return x;
}
// foo

pub(crate) fn xmain(y: i32) -> i32 {
    return y;
}
// xxx

#[inline]
pub fn ymain<T: Copy>(y: i32) -> i32 {
    return y;
}
// xxx

pub(crate) fn foo(x: i32) { return; }

#[inline]
pub fn foo(y: i32) {
    return;
}

fn foo(z: i32) { bar(z); }

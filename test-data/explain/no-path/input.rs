fn lock(_: u8) {}
fn unlock(_: u8) {}
fn f(m: u8, c: bool) {
    lock(m);
    if c {
        unlock(m);
    }
}

fn lock(_: u8) {}
fn unlock(_: u8) {}
fn work() {}
fn f(m: u8, c: bool) -> u8 {
    lock(m);
    if c {
        return 1;
    } else {
        work();
    }
    unlock(m);
    0
}

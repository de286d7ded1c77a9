fn lock() {} fn unlock() {} fn work() {}
fn f() {
    lock();
    work();
    unlock();
}

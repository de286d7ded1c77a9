use std::sync::{Once, ONCE_INIT};
use std::sync::atomic::{AtomicBool, AtomicUsize, ATOMIC_USIZE_INIT, Ordering};
use std::sync::atomic::ATOMIC_BOOL_INIT;

static START: Once = ONCE_INIT;
static STOP: std::sync::Once = std::sync::ONCE_INIT;
static COUNT: AtomicUsize = ATOMIC_USIZE_INIT;
static READY: AtomicBool = ATOMIC_BOOL_INIT;
static SEEN: std::sync::atomic::AtomicIsize = std::sync::atomic::ATOMIC_ISIZE_INIT;

pub fn start() -> usize {
    START.call_once(|| READY.store(true, Ordering::SeqCst));
    STOP.call_once(|| {});
    SEEN.fetch_add(1, Ordering::SeqCst);
    COUNT.fetch_add(1, Ordering::SeqCst)
}

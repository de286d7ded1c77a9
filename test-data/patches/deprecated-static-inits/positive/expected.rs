use std::sync::{Once};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

static START: Once = Once::new();
static STOP: std::sync::Once = std::sync::Once::new();
static COUNT: AtomicUsize = AtomicUsize::new(0);
static READY: AtomicBool = AtomicBool::new(false);
static SEEN: std::sync::atomic::AtomicIsize = std::sync::atomic::AtomicIsize::new(0);

pub fn start() -> usize {
    START.call_once(|| READY.store(true, Ordering::SeqCst));
    STOP.call_once(|| {});
    SEEN.fetch_add(1, Ordering::SeqCst);
    COUNT.fetch_add(1, Ordering::SeqCst)
}

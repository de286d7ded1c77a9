use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Once;

static START: Once = Once::new();
static COUNT: AtomicUsize = AtomicUsize::new(0);

pub fn start() -> usize {
    START.call_once(|| {});
    COUNT.fetch_add(1, Ordering::SeqCst)
}

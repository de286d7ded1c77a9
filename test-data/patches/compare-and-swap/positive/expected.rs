use std::sync::atomic::Ordering::{self, Relaxed};
use std::sync::atomic::{AtomicBool, AtomicUsize};

pub fn claim(flag: &AtomicBool, n: &AtomicUsize) -> (bool, usize, usize) {
    let was = flag.compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire).unwrap_or_else(|x| x);
    let prev = n.compare_exchange(0, 1, Ordering::SeqCst, Ordering::SeqCst).unwrap_or_else(|x| x);
    let old = n.compare_exchange(prev, prev + 1, Relaxed, Relaxed).unwrap_or_else(|x| x);
    (was, prev, old)
}

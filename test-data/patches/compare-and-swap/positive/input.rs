use std::sync::atomic::Ordering::{self, Relaxed};
use std::sync::atomic::{AtomicBool, AtomicUsize};

pub fn claim(flag: &AtomicBool, n: &AtomicUsize) -> (bool, usize, usize) {
    let was = flag.compare_and_swap(false, true, Ordering::AcqRel);
    let prev = n.compare_and_swap(0, 1, Ordering::SeqCst);
    let old = n.compare_and_swap(prev, prev + 1, Relaxed);
    (was, prev, old)
}

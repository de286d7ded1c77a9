use std::sync::atomic::{AtomicUsize, Ordering};

pub fn claim(n: &AtomicUsize, order: Ordering) -> usize {
    // An ordering that is not written out: which failure ordering fits is not known.
    n.compare_and_swap(0, 1, order)
}

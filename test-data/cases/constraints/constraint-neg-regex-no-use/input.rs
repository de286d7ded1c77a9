use std::sync::atomic::AtomicUsize;

fn record(stats: &Stats, n: usize) -> usize {
    stats.hits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    stats.bytes.fetch_sub(n, Ordering::Relaxed);
    stats.hits.load(Ordering::Relaxed)
}

use std::sync::atomic::Ordering;

fn record(stats: &Stats, n: usize) -> usize {
    stats.hits.fetch_add(1, Ordering::Relaxed);
    stats.bytes.fetch_sub(n, Ordering::Relaxed);
    stats.last.store(n, Ordering::Release);
    stats.peak.fetch_max(n, Ordering::Acquire);
    stats.prefetch_all(n, Ordering::Release);
    stats.hits.load(Ordering::Relaxed)
}

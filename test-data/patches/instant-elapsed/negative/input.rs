use std::time::{Duration, Instant};

pub fn between(a: Instant, b: Instant) -> Duration {
    // Not from now.
    b.duration_since(a)
}

use std::time::{Duration, Instant};

pub fn timed(start: Instant) -> (Duration, u128) {
    let d = start.elapsed();
    (d, start.elapsed().as_millis())
}

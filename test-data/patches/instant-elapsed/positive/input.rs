use std::time::{Duration, Instant};

pub fn timed(start: Instant) -> (Duration, u128) {
    let d = Instant::now().duration_since(start);
    (d, std::time::Instant::now().duration_since(start).as_millis())
}

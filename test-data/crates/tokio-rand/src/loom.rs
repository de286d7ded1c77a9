// src/loom/std/mod.rs (the `rand` module).

pub(crate) mod rand {
    use std::collections::hash_map::RandomState;
    use std::hash::BuildHasher;
    use std::sync::atomic::AtomicU32;
    use std::sync::atomic::Ordering::Relaxed;

    static COUNTER: AtomicU32 = AtomicU32::new(1);

    pub(crate) fn seed() -> u64 {
        let rand_state = RandomState::new();
        // Hash some unique-ish data to generate some new state
        rand_state.hash_one(COUNTER.fetch_add(1, Relaxed))
    }
}

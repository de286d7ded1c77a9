//! Every thread of the CLI that parses or matches has a large stack: parsing
//! and matching recurse on nesting, and a file with thousands of nested blocks overflowed the
//! default 2 MB of a rayon thread (or the 8 MB of the main thread for the patch), aborting the
//! whole run. The engine refuses nesting deeper than `engine::MAX_DEPTH`; these stacks hold
//! that depth with a wide margin. Stacks are reserved address space, committed only as far as a
//! thread recurses.

use std::sync::{Arc, Mutex};

/// The stack sizes tried, largest first: where address space is limited, a smaller stack still
/// beats none.
pub const SIZES: [usize; 3] = [engine::STACK_SIZE, 256 << 20, 64 << 20];

/// Gives threads spawned without a stack size of their own a large one: rust-analyzer drops
/// trees on such a thread, and dropping a tree recurses on its depth.
///
/// # Safety
/// No other thread may exist yet (call it first thing in `main`): it writes the environment.
pub unsafe fn raise_default_stack() {
    if std::env::var_os("RUST_MIN_STACK").is_none() {
        // SAFETY: the caller guarantees no other thread reads the environment meanwhile.
        unsafe { std::env::set_var("RUST_MIN_STACK", engine::STACK_SIZE.to_string()) };
    }
}

/// Runs `f` on a thread with a large stack ([`SIZES`]) and returns its result; on the calling
/// thread if no such thread can be made.
pub fn on_large_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    // Shared so that the job can be tried again on a smaller stack when a spawn fails.
    let job = Arc::new(Mutex::new(Some(f)));
    for size in SIZES {
        let mine = job.clone();
        let spawned = std::thread::Builder::new().name("cocci-main".into()).stack_size(size).spawn(move || {
            let f = mine.lock().unwrap_or_else(|e| e.into_inner()).take().expect("run once");
            f()
        });
        if let Ok(handle) = spawned {
            return handle.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
        }
    }
    let f = job.lock().unwrap_or_else(|e| e.into_inner()).take().expect("run once");
    f()
}

/// A rayon pool of `jobs` threads (all cores for `None`) with large stacks.
pub fn pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    let build = |size: usize| rayon::ThreadPoolBuilder::new().num_threads(jobs.unwrap_or(0)).stack_size(size).build();
    let mut result = build(SIZES[0]);
    for size in &SIZES[1..] {
        if result.is_ok() {
            break;
        }
        result = build(*size);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Recursion far past what a default 2 MB (or 8 MB main) stack holds.
    fn depth(n: u64) -> u64 {
        let pad = std::hint::black_box([n; 64]);
        if n == 0 { 0 } else { 1 + depth(n - 1) + pad[(n % 64) as usize] - n }
    }

    #[test]
    fn the_main_work_and_the_pool_take_deep_recursion() {
        // About 600 bytes a frame: 100,000 frames need about 60 MB.
        assert_eq!(on_large_stack(|| depth(100_000)), 100_000);
        let pool = pool(Some(2)).unwrap();
        assert_eq!(pool.install(|| depth(100_000)), 100_000);
    }
}

//! Every thread of the CLI that parses or matches has a large stack: parsing
//! and matching recurse on nesting, and a file with thousands of nested blocks overflowed the
//! default 2 MB of a rayon thread (or the 8 MB of the main thread for the patch), aborting the
//! whole run. The engine refuses nesting deeper than `engine::MAX_DEPTH`; these stacks hold
//! that depth with a wide margin. Stacks are reserved address space, committed only as far as a
//! thread recurses.

use std::sync::{Arc, Mutex};

/// The stack sizes tried after the chosen one ([`engine::worker_stack`]), largest first: where
/// address space is short, a smaller stack still beats none.
pub const SMALLER: [usize; 2] = [64 << 20, 16 << 20];

/// The stack sizes to try, largest first.
fn sizes() -> impl Iterator<Item = usize> {
    let chosen = engine::worker_stack();
    std::iter::once(chosen).chain(SMALLER.into_iter().filter(move |&s| s < chosen))
}

/// The address space this process may use (`ulimit -v`), when it is limited.
fn address_space_limit() -> Option<u64> {
    rustix::process::getrlimit(rustix::process::Resource::As).current
}

/// Sizes the stacks of the threads that parse and match so that `threads` of them (and the
/// main work, rust-analyzer's dropping thread, the server's pools) fit in the address space
/// when it is limited: with 1 GB stacks, `ulimit -v 2G` or `-j 8` under 4 GB could not start.
pub fn fit_stacks(threads: usize) -> usize {
    engine::limit_worker_stacks(address_space_limit(), threads)
}

/// Gives threads spawned without a stack size of their own a large one: rust-analyzer drops
/// trees on such a thread, and dropping a tree recurses on its depth.
///
/// # Safety
/// No other thread may exist yet (call it first thing in `main`): it writes the environment.
pub unsafe fn raise_default_stack() {
    // Before the arguments are read (`-j`): sized for as many threads as `-j 8` starts.
    let threads = std::thread::available_parallelism().map_or(8, |n| n.get().max(8));
    let size = fit_stacks(threads);
    if std::env::var_os("RUST_MIN_STACK").is_none() {
        // SAFETY: the caller guarantees no other thread reads the environment meanwhile.
        unsafe { std::env::set_var("RUST_MIN_STACK", size.to_string()) };
    }
}

/// Runs `f` on a thread with a large stack ([`sizes`]) and returns its result; on the calling
/// thread if no such thread can be made.
pub fn on_large_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    // Shared so that the job can be tried again on a smaller stack when a spawn fails.
    let job = Arc::new(Mutex::new(Some(f)));
    for size in sizes() {
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
    let threads = jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    fit_stacks(threads);
    let build = |size: usize| rayon::ThreadPoolBuilder::new().num_threads(threads).stack_size(size).build();
    let mut sizes = sizes();
    let mut result = build(sizes.next().unwrap_or(engine::STACK_SIZE));
    for size in sizes {
        if result.is_ok() {
            break;
        }
        result = build(size);
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

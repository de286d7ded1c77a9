//! The threads that parse and match. Every parse of Rust or SmPL text and every engine run of
//! the server happens on one of two fixed pools, never on the protocol's async threads and
//! never on a thread made for one change:
//!
//! - `interactive`: open documents (their diagnostics, hovers, code actions), as many threads
//!   as cores (at least 2);
//! - `background`: the workspace (scans, files from disk, whole-workspace commands), as many
//!   threads as cores: a scan's chunks never queue in front of a document's jobs, though on a
//!   busy machine they share the cores with them (as before; a lower priority for these
//!   threads made scans crawl whenever anything else ran on the machine).
//!
//! Their threads have large stacks: parsing and matching recurse on nesting, and a file with
//! thousands of nested blocks must not overflow a stack and abort the process (as it did at
//! every start while such a file was in the workspace; the engine may bound its depth as well).
//! The stack is reserved address space, committed by the kernel only as far as a thread
//! actually recurses.
//!
//! A panic in a job is caught and logged; the job answers `None`.

use std::sync::OnceLock;

/// Stack of a pool thread: virtual, committed lazily; smaller where the process's address
/// space is limited (see `engine::worker_stack`).
pub fn stack_size() -> usize {
    engine::worker_stack()
}

pub struct Pool {
    name: &'static str,
    threads: rayon::ThreadPool,
}

impl Pool {
    fn new(name: &'static str, threads: usize) -> Pool {
        let build = |stack: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .stack_size(stack)
                .thread_name(move |i| format!("cocci-{name}-{i}"))
                .build()
        };
        // Address space is cheap on 64-bit systems; where it is not, a smaller stack still beats
        // no pool.
        let threads = build(stack_size())
            .or_else(|e| {
                tracing::warn!("{name} pool with {} MB stacks: {e}; using 16 MB", stack_size() >> 20);
                build(16 << 20)
            })
            .or_else(|_| build(0))
            .unwrap_or_else(|e| panic!("cannot start the {name} worker threads: {e}"));
        Pool { name, threads }
    }

    /// Runs `f` on the pool; `None` when it panicked.
    pub async fn run<T: Send + 'static>(&self, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let name = self.name;
        self.threads.spawn(move || {
            let _ = tx.send(caught(name, f));
        });
        rx.await.ok().flatten()
    }
}

/// Runs `f`, turning a panic into `None` (logged).
fn caught<T>(what: &str, f: impl FnOnce() -> T) -> Option<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => Some(v),
        Err(e) => {
            let msg = e.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| e.downcast_ref::<String>().cloned());
            tracing::error!("a job on the {what} pool panicked: {}", msg.unwrap_or_default());
            None
        }
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Open documents: diagnostics while typing, hovers, code actions.
pub fn interactive() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool::new("interactive", cores().max(2)))
}

/// The workspace: scans, files from disk, whole-workspace commands.
pub fn background() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool::new("background", cores()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Recursion as deep as a parser's on thousands of nested blocks: fine on a pool thread,
    /// far past what a default 2 MB (or 8 MB main) stack holds.
    #[tokio::test]
    async fn pool_threads_take_deep_recursion() {
        fn depth(n: u64) -> u64 {
            let pad = std::hint::black_box([n; 64]);
            if n == 0 { 0 } else { 1 + depth(n - 1) + pad[(n % 64) as usize] - n }
        }
        // About 600 bytes a frame: 200,000 frames need over 100 MB.
        assert_eq!(interactive().run(|| depth(200_000)).await, Some(200_000));
        assert_eq!(background().run(|| depth(200_000)).await, Some(200_000));
    }

    #[tokio::test]
    async fn a_panic_in_a_job_is_none_and_the_pool_keeps_working() {
        assert_eq!(interactive().run(|| -> u32 { panic!("on purpose") }).await, None);
        assert_eq!(interactive().run(|| 7).await, Some(7));
    }
}

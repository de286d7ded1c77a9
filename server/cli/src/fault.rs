//! Fault injection for the `--in-place` crash test (`tests/fault.rs`): with
//! `COCCI_FAULT_KILL_AT=N` in the environment, the process sends itself SIGKILL (what `kill -9`,
//! the OOM killer or a closed CI job do: no destructor, no cleanup) when the writes reach
//! their N-th step, counted over every file and thread. The test picks N at random, which
//! stops a run at a chosen point of the protocol rather than at a chosen time.
//! Unset (always, outside that test), a step costs one load of a cached value.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

static KILL_AT: OnceLock<Option<u64>> = OnceLock::new();
static STEPS: AtomicU64 = AtomicU64::new(0);

/// One step of writing files; the N-th kills the process.
pub fn step() {
    let at = KILL_AT.get_or_init(|| std::env::var("COCCI_FAULT_KILL_AT").ok().and_then(|v| v.parse().ok()));
    if let Some(at) = *at
        && STEPS.fetch_add(1, Ordering::SeqCst) + 1 == at
    {
        let _ = rustix::process::kill_process(rustix::process::getpid(), rustix::process::Signal::KILL);
    }
}

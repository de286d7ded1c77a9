//! A progress line on stderr while a run works, when stderr is a terminal: files done of all,
//! matches so far, and the workspace whose semantic model is loading (a typed patch's first
//! question about a workspace can take seconds). Redrawn in place a few times a second and
//! erased before the results print; nothing at all when stderr is not a terminal, so piped
//! and logged output stays exactly the results.

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How often the line is redrawn.
const TICK: Duration = Duration::from_millis(150);

/// Counters the workers bump, read by the drawing thread.
#[derive(Default)]
pub struct Counters {
    pub files_done: AtomicUsize,
    pub matches: AtomicUsize,
}

/// The progress line of a run; inactive (draws nothing) unless stderr is a terminal.
pub struct Progress {
    counters: Arc<Counters>,
    stop: Arc<AtomicBool>,
    drawer: Option<std::thread::JoinHandle<()>>,
}

impl Progress {
    /// Starts drawing the progress of `total` files when stderr is a terminal; `loading` says
    /// which workspace's model is loading now.
    pub fn start(total: usize, loading: impl Fn() -> Option<String> + Send + 'static) -> Progress {
        let counters = Arc::new(Counters::default());
        let stop = Arc::new(AtomicBool::new(false));
        let drawer = std::io::stderr().is_terminal().then(|| {
            let (counters, stop) = (counters.clone(), stop.clone());
            // A small stack of its own: threads default to the workers' large one.
            let drawer = std::thread::Builder::new().name("cocci-progress".into()).stack_size(256 << 10);
            drawer.spawn(move || draw(total, &counters, &stop, loading)).ok()
        });
        Progress { counters, stop, drawer: drawer.flatten() }
    }

    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Whether a line is drawn (stderr is a terminal).
    pub fn is_shown(&self) -> bool {
        self.drawer.is_some()
    }

    /// Erases the line; the results print after.
    pub fn finish(mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(drawer) = self.drawer.take() {
            let _ = drawer.join();
        }
    }
}

fn draw(total: usize, counters: &Counters, stop: &AtomicBool, loading: impl Fn() -> Option<String>) {
    let mut err = std::io::stderr();
    let mut loading_since: Option<(String, Instant)> = None;
    let mut shown = String::new();
    // Drawn once even when the run ends before this thread first looks (then erased at once):
    // whether a line shows must not depend on how threads are scheduled.
    loop {
        let done = counters.files_done.load(Ordering::Relaxed);
        let matches = counters.matches.load(Ordering::Relaxed);
        let mut line = format!("cocci: {done}/{total} files, {matches} matches");
        match (loading(), &loading_since) {
            (Some(w), Some((same, since))) if *same == w => {
                line.push_str(&format!(", loading the semantic model of {w} ({} s)", since.elapsed().as_secs()))
            }
            (Some(w), _) => {
                line.push_str(&format!(", loading the semantic model of {w}"));
                loading_since = Some((w, Instant::now()));
            }
            (None, _) => loading_since = None,
        }
        if line != shown {
            // Carriage return and erase-line: the line is redrawn in place.
            let _ = write!(err, "\r\x1b[2K{line}");
            let _ = err.flush();
            shown = line;
        }
        if stop.load(Ordering::SeqCst) {
            break;
        }
        std::thread::sleep(TICK);
    }
    let _ = write!(err, "\r\x1b[2K");
    let _ = err.flush();
}

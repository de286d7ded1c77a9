//! The command line's background model (`--daemon`): a typed run over a crate, cold and then
//! warm, next to the same patch untyped, in one run. Runs the `cocci` executable built beside
//! this one (`cargo build --release -p cocci` first).
//!
//!     cargo run --release -p cocci-bench --bin cocci-daemon-bench -- CRATE_DIR [--runs N]
//!
//! Prints the median wall time of: the untyped `len() == 0` patch; the typed one with no
//! background model (`--no-daemon`: every run loads); the first typed run with one (it starts
//! the daemon, which loads); and the later typed runs (warm), with the target the warm runs
//! are held to: at most twice the untyped run plus 0.5 s.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const UNTYPED: &str = "@@\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const TYPED: &str = "@@\nexpression {Vec<_>, String, &str, &[_]} v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(dir) = args.first().map(PathBuf::from) else {
        eprintln!("usage: cocci-daemon-bench CRATE_DIR [--runs N]");
        std::process::exit(2);
    };
    let runs = match args.iter().position(|a| a == "--runs") {
        Some(i) => args.get(i + 1).and_then(|n| n.parse().ok()).unwrap_or(3),
        None => 3,
    };
    let cocci = std::env::current_exe().expect("own path").with_file_name("cocci");
    assert!(cocci.is_file(), "{} is missing: cargo build --release -p cocci", cocci.display());
    let scratch = tempfile::tempdir().expect("temp dir");
    let sockets = scratch.path().join("sockets");
    std::fs::create_dir(&sockets).expect("sockets folder");
    std::fs::set_permissions(&sockets, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    let untyped = scratch.path().join("untyped.cocci");
    let typed = scratch.path().join("typed.cocci");
    std::fs::write(&untyped, UNTYPED).unwrap();
    std::fs::write(&typed, TYPED).unwrap();
    let run = |patch: &Path, daemon: &str| -> (Duration, String) {
        let start = Instant::now();
        let out = Command::new(&cocci)
            .args(["check", "--daemon", daemon])
            .arg(patch)
            .arg(&dir)
            .env("COCCI_DAEMON_DIR", &sockets)
            .env("COCCI_DAEMON_IDLE", "30")
            .output()
            .expect("cocci runs");
        let summary = String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or_default().to_owned();
        (start.elapsed(), summary)
    };
    println!("crate: {}; median of {runs} runs each (the first daemon run: once)", dir.display());
    let median = |mut times: Vec<Duration>| {
        times.sort();
        times[times.len() / 2]
    };
    let untyped_time = median((0..runs).map(|_| run(&untyped, "never").0).collect());
    let cold = median((0..runs).map(|_| run(&typed, "never").0).collect());
    let (first, first_summary) = run(&typed, "always");
    let warm_runs: Vec<(Duration, String)> = (0..runs).map(|_| run(&typed, "always")).collect();
    let same = warm_runs.iter().all(|(_, s)| *s == first_summary);
    let warm = median(warm_runs.into_iter().map(|(t, _)| t).collect());
    let row = |what: &str, t: Duration| {
        println!(
            "{what:<44} {:>9.3} s  {:>7.2}x untyped",
            t.as_secs_f64(),
            t.as_secs_f64() / untyped_time.as_secs_f64()
        );
    };
    row("untyped `v.len() == 0`", untyped_time);
    row("typed, no background model (--no-daemon)", cold);
    row("typed, first run (starts the daemon)", first);
    row("typed, later runs (warm)", warm);
    let target = untyped_time * 2 + Duration::from_millis(500);
    println!(
        "warm / cold: {:.3}x; target for warm runs (2x untyped + 0.5 s): {:.3} s, {}",
        warm.as_secs_f64() / cold.as_secs_f64(),
        target.as_secs_f64(),
        if warm <= target { "met" } else { "missed" }
    );
    println!("typed result: {first_summary}{}", if same { "" } else { " (the warm runs said otherwise!)" });
    // The daemon exits when idle; a benchmark leaves nothing behind.
    for entry in std::fs::read_dir(&sockets).into_iter().flatten().flatten() {
        if entry.path().extension().is_some_and(|e| e == "sock") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

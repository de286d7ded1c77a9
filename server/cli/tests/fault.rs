//! Fault injection: `apply --in-place` killed (SIGKILL) at random points of its writes, over a
//! tree of a few dozen files, several times. Every file must be wholly old or wholly new, and
//! the next run must finish the job and leave no temporary file.
//!
//! The run kills itself at the N-th step of its writes (`COCCI_FAULT_KILL_AT`, see
//! `src/fault.rs`), N drawn from a seeded generator: the points are random but each trial is
//! reproducible, and no trial depends on timing.

mod common;
use common::*;
use std::os::unix::process::ExitStatusExt;
use std::process::Command;

const DIRS: usize = 4;
const PER_DIR: usize = 9;
/// Steps of one file's write: temporary file created, half written, all written, metadata
/// copied, synced, checked against the disk, renamed.
const STEPS_PER_FILE: u64 = 7;

fn name(i: usize) -> String {
    format!("src/m{}/f{i:02}.rs", i % DIRS)
}

fn old(i: usize) -> String {
    format!("fn f{i}(a: Option<u8>) -> u8 {{\n    let b = a.unwrap();\n    g(b).unwrap() + h().unwrap()\n}}\n")
}

fn new(i: usize) -> String {
    old(i).replace(".unwrap()", ".expect(\"checked\")")
}

#[test]
fn killed_in_place_runs_leave_whole_files_and_the_next_run_cleans_up() {
    let files = DIRS * PER_DIR;
    let mut rng = fastrand::Rng::with_seed(0xC0CC1);
    let mut leftovers_seen = 0;
    for trial in 0..10 {
        let mut tree: Vec<(String, String)> = (0..files).map(|i| (name(i), old(i))).collect();
        tree.push(("p.cocci".into(), UNWRAP.into()));
        let refs: Vec<(&str, &str)> = tree.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        let dir = project(&refs);
        let jobs = if trial % 2 == 0 { "1" } else { "2" };
        let kill_at = rng.u64(1..=files as u64 * STEPS_PER_FILE);
        let out = Command::new(env!("CARGO_BIN_EXE_cocci"))
            .args(["apply", "--in-place", "-j", jobs, "p.cocci", "src"])
            .env("COCCI_FAULT_KILL_AT", kill_at.to_string())
            .current_dir(dir.path())
            .output()
            .unwrap();
        let at = format!("trial {trial}: -j {jobs}, killed at step {kill_at}");
        assert_eq!(out.status.signal(), Some(9), "{at}: {}", stderr(&out));

        let mut written = 0;
        for i in 0..files {
            let text = read(&dir, &name(i));
            assert!(text == old(i) || text == new(i), "{at}: {} is neither old nor new:\n{text}", name(i));
            written += usize::from(text == new(i));
        }
        if jobs == "1" {
            // One file at a time: exactly the files whose rename came before the kill.
            assert_eq!(written as u64, kill_at / STEPS_PER_FILE, "{at}");
        }
        let left = temporary_files(dir.path()).len();
        assert!(left <= 2, "{at}: at most one temporary file per thread, found {left}");
        leftovers_seen += left;
        eprintln!("{at}: {written} of {files} files written, {left} temporary files left");

        let out = cocci(&["apply", "--in-place", "p.cocci", "src"], dir.path());
        assert_eq!(out.status.code(), Some(0), "{at}: {}", stderr(&out));
        assert_eq!(temporary_files(dir.path()), Vec::<String>::new(), "{at}");
        for i in 0..files {
            assert_eq!(read(&dir, &name(i)), new(i), "{at}");
        }
        assert_eq!(
            stderr(&out).contains("left by an interrupted run"),
            left > 0,
            "{at}: the leftovers are reported: {}",
            stderr(&out)
        );
    }
    // The trials did stop runs between creating and renaming a temporary file.
    assert!(leftovers_seen > 0);
}

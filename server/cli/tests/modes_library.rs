//! The kernel-style library, `patches/modes/`: each patch is a library patch in the four modes
//! of a coccicheck run. On the library patch's own cases it must do what the library patch
//! does: `--mode patch` the same diff; `--mode context` a `*` report at each match;
//! `--mode report` a report line (spatch's `file:line:col-colend: msg`) at each match;
//! `--mode org` a TODO line for each; and nothing without a mode.

mod common;

use common::{cocci, stderr, stdout};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn four_mode_patches() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("patches/modes"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".cocci").map(str::to_owned))
        .collect();
    names.sort();
    names
}

/// `(line, column)` of each `file:line:col: ...` line of `check`, 1-based.
fn places(check: &str) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = check
        .lines()
        .filter_map(|l| {
            let mut parts = l.splitn(4, ':');
            let (_, line, col) = (parts.next()?, parts.next()?, parts.next()?);
            let col = col.split('-').next()?;
            Some((line.parse().ok()?, col.parse().ok()?))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn each_four_mode_patch_does_in_each_mode_what_its_library_patch_does() {
    let names = four_mode_patches();
    assert!(names.len() >= 10, "{names:?}");
    let mut problems = Vec::new();
    for name in &names {
        let library = root().join(format!("patches/{name}.cocci"));
        let modes = root().join(format!("patches/modes/{name}.cocci"));
        let (library, modes) = (library.to_str().unwrap(), modes.to_str().unwrap());
        for kind in ["positive", "negative"] {
            let dir = tempfile::tempdir().unwrap();
            let input =
                std::fs::read_to_string(root().join(format!("test-data/patches/{name}/{kind}/input.rs"))).unwrap();
            std::fs::write(dir.path().join("a.rs"), &input).unwrap();
            let run = |args: &[&str]| {
                let out = cocci(args, dir.path());
                assert!(out.status.code().is_some_and(|c| c < 2), "{name}/{kind} {args:?}: {}", stderr(&out));
                stdout(&out)
            };
            let mut differs = |what: &str, got: &dyn std::fmt::Debug, want: &dyn std::fmt::Debug| {
                let (got, want) = (format!("{got:?}"), format!("{want:?}"));
                if got != want {
                    problems.push(format!("{name}/{kind}, {what}:\n  got  {got}\n  want {want}"));
                }
            };
            let diff = run(&["apply", library, "a.rs"]);
            differs("--mode patch", &run(&["apply", "--mode", "patch", modes, "a.rs"]), &diff);
            let matches = places(&run(&["check", library, "a.rs"]));
            differs("--mode context", &places(&run(&["check", "--mode", "context", modes, "a.rs"])), &matches);
            // Report columns are 0-based, as spatch prints them.
            let reports: Vec<(u32, u32)> = places(&run(&["check", "--mode", "report", modes, "a.rs"]))
                .into_iter()
                .map(|(line, col)| (line, col + 1))
                .collect();
            differs("--mode report", &reports, &matches);
            let todos =
                run(&["check", "--mode", "org", modes, "a.rs"]).lines().filter(|l| l.starts_with("* TODO")).count();
            differs("--mode org", &todos, &matches.len());
            differs("no mode", &run(&["check", modes, "a.rs"]), &"");
            if kind == "positive" && matches.is_empty() {
                problems.push(format!("{name}: its positive case matches nothing"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

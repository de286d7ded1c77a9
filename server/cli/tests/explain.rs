//! `cocci explain` on the cases of `test-data/explain/`: each folder holds `patch.cocci`,
//! `input.rs`, `args` (the place, `LINE` or `LINE:COL`, after any options such as `-D name`),
//! and what the binary prints for it: `expected.txt` and, with `--format json`,
//! `expected.json`. `COCCI_BLESS=1` writes the expected files from the output. A case runs in
//! a copy of its folder outside the repository (typed cases load the model of a lone file).

use std::path::{Path, PathBuf};

mod common;
use common::*;

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/explain");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("test-data/explain")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    cases
}

/// The command line of a case, with `format` when given.
fn run(case: &Path, format: Option<&str>) -> String {
    let args = std::fs::read_to_string(case.join("args")).expect("args");
    let mut words: Vec<String> = args.split_whitespace().map(str::to_owned).collect();
    let place = format!("input.rs:{}", words.pop().expect("a place in args"));
    let mut line = vec!["explain".to_owned()];
    if let Some(f) = format {
        line.extend(["--format".to_owned(), f.to_owned()]);
    }
    line.extend(words);
    line.extend(["patch.cocci".to_owned(), place]);
    let line: Vec<&str> = line.iter().map(String::as_str).collect();
    // Run on a copy outside this repository: a typed case's file is then a lone file, whose
    // model is its own crate with std, not this workspace's.
    let dir = tempfile::tempdir().unwrap();
    copy_dir(case, dir.path());
    let out = cocci(&line, dir.path());
    assert!(out.status.success(), "{}: {}", case.display(), stderr(&out));
    stdout(&out)
}

#[test]
fn every_case_says_what_it_expects() {
    let bless = std::env::var("COCCI_BLESS").is_ok();
    let cases = cases();
    assert!(cases.len() >= 8, "{} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        for (format, file) in [(None, "expected.txt"), (Some("json"), "expected.json")] {
            let got = run(case, format);
            let path = case.join(file);
            if bless {
                std::fs::write(&path, &got).unwrap();
                continue;
            }
            let want = std::fs::read_to_string(&path).unwrap_or_default();
            if got != want {
                failures.push(format!("{}:\n--- expected\n{want}--- got\n{got}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_place_outside_the_file_is_an_error() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", "fn f() {}\n")]);
    let out = cocci(&["explain", "p.cocci", "a.rs:7"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "error: a.rs has no line 7\n");
}

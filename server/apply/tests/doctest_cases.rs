//! The doctest, macro-body and `use` group cases (`test-data/cases/doctests`, `.../macro-bodies`,
//! `.../use-groups`): each
//! folder's `patch.cocci` applied to its `input.rs` through `apply::run`, the step that reaches
//! doctests and `macro_rules!` transcribers, compared with `expected.rs` (absent: unchanged) and
//! `expected.check` (absent: nothing reported; skips are listed too), in the engine suite's
//! formats (`server/engine/tests/cases.rs`). `COCCI_BLESS=1` rewrites them; review the diff.

use apply::{Doctests, FileIn};
use engine::{Edition, Engine};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn cases(folder: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/cases").join(folder);
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("patch.cocci").is_file())
        .collect();
    out.sort();
    out
}

fn run_case(dir: &Path, bless: bool) -> Result<(), String> {
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    let patch = read("patch.cocci").ok_or("no patch.cocci")?;
    let input = read("input.rs").ok_or("no input.rs")?;
    let parsed = smpl::parse_patch(&patch);
    if !parsed.errors.is_empty() {
        return Err(format!("the patch does not parse: {:?}", parsed.errors));
    }
    let engine = Engine::new(&parsed.patch);
    let file = FileIn {
        name: "input.rs",
        text: &input,
        edition: Edition::Edition2021,
        semantics: None,
        doctests: Doctests::default(),
        macro_bodies: true,
        expand_macros: apply::ExpandMacros::default(),
    };
    let applied = apply::run(&engine, file);
    let text = applied.new_text().unwrap_or_else(|| input.clone());
    let mut check = String::new();
    if let Some(outcome) = &applied.outcome {
        for r in &outcome.reports {
            let (s, e) = (r.start_in(&input), r.end_in(&input));
            let _ = writeln!(check, "{}:{}-{}:{} {}: {}", s.line, s.col, e.line, e.col, r.rule, r.message);
        }
        for p in &outcome.problems {
            let _ = writeln!(check, "problem: {}: {}", p.rule, p.message);
        }
        for sk in &outcome.skips {
            let at = sk.at.map(|r| engine::LineCol::of(&input, r.start().into()));
            let at = at.map(|lc| format!("{}:{} ", lc.line, lc.col)).unwrap_or_default();
            let rule = if sk.rule.is_empty() { String::new() } else { format!("{}: ", sk.rule) };
            let _ = writeln!(check, "skip: {at}{rule}{}", sk.reason);
        }
    }
    if bless {
        if text != input {
            std::fs::write(dir.join("expected.rs"), &text).unwrap();
        }
        if check.is_empty() {
            let _ = std::fs::remove_file(dir.join("expected.check"));
        } else {
            std::fs::write(dir.join("expected.check"), &check).unwrap();
        }
    }
    let mut diffs = String::new();
    let want = read("expected.rs").unwrap_or_else(|| input.clone());
    if want != text {
        let _ = write!(diffs, "output differs:\n{}", apply::diff("input.rs", &want, &text));
    }
    let want_check = read("expected.check").unwrap_or_default();
    if want_check != check {
        let _ = write!(diffs, "check output differs:\n--- want\n{want_check}--- got\n{check}");
    }
    if diffs.is_empty() { Ok(()) } else { Err(diffs) }
}

#[test]
fn doctest_cases() {
    run_folder("doctests", 8);
}

#[test]
fn macro_body_cases() {
    run_folder("macro-bodies", 10);
}

#[test]
fn use_group_cases() {
    run_folder("use-groups", 3);
}

fn run_folder(folder: &str, at_least: usize) {
    let bless = std::env::var("COCCI_BLESS").is_ok();
    let all = cases(folder);
    assert!(all.len() >= at_least, "the {folder} cases are found: {}", all.len());
    let failures: Vec<String> = all
        .iter()
        .filter_map(|dir| run_case(dir, bless).err().map(|why| format!("=== {}\n{why}", dir.display())))
        .collect();
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), all.len(), failures.join("\n"));
}

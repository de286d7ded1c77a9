//! The doctest cases (`test-data/cases/doctests`): each folder's `patch.cocci` applied to its
//! `input.rs` through `apply::run`, the step that reaches doctests, compared with `expected.rs`
//! (absent: unchanged) and `expected.check` (absent: nothing reported), in the engine suite's
//! formats (`server/engine/tests/cases.rs`). `COCCI_BLESS=1` rewrites them; review the diff.

use apply::{Doctests, FileIn};
use engine::{Edition, Engine};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/cases/doctests");
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
    let bless = std::env::var("COCCI_BLESS").is_ok();
    let all = cases();
    assert!(all.len() >= 8, "the doctest cases are found: {}", all.len());
    let failures: Vec<String> = all
        .iter()
        .filter_map(|dir| run_case(dir, bless).err().map(|why| format!("=== {}\n{why}", dir.display())))
        .collect();
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), all.len(), failures.join("\n"));
}

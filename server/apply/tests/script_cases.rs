//! The script-rule cases (`test-data/cases/scripts`): each folder's `patch.cocci` applied to
//! its `input.rs` as `cocci` runs it (initialize code, the file through `apply::run` with the
//! script runner, finalize code), compared with `expected.rs` (absent: unchanged) and
//! `expected.check`, in the engine suite's format (`server/engine/tests/cases.rs`) plus one
//! `script: RULE: LINE` (`print: ...` for `print`) for each line a script printed. `defines`
//! holds `-D` names. The case's folder must hold the same files after the run: a script can
//! create none. `COCCI_BLESS=1` rewrites the expectations; review the diff.

use apply::scripts::Scripts;
use apply::{Doctests, FileIn};
use engine::scripts::{LineKind, ScriptLine};
use engine::{Edition, Engine};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/cases/scripts");
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("patch.cocci").is_file())
        .collect();
    out.sort();
    out
}

fn listing(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
    files.sort();
    files
}

fn print_lines(check: &mut String, lines: &[ScriptLine]) {
    for l in lines {
        let kind = match l.kind {
            LineKind::Report => "script",
            LineKind::Print => "print",
        };
        let _ = writeln!(check, "{kind}: {}: {}", l.rule, l.text);
    }
}

fn run_case(dir: &Path, bless: bool) -> Result<(), String> {
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    let patch = read("patch.cocci").ok_or("no patch.cocci")?;
    let input = read("input.rs").ok_or("no input.rs")?;
    let parsed = smpl::parse_patch(&patch);
    if !parsed.errors.is_empty() {
        return Err(format!("the patch does not parse: {:?}", parsed.errors));
    }
    let before = (listing(dir), listing(Path::new(env!("CARGO_MANIFEST_DIR"))));
    let mut check = String::new();
    let (scripts, lines) = match Scripts::start(&parsed.patch) {
        Ok(started) => started,
        Err(e) => {
            let _ = writeln!(check, "initialize: {}: line {}: {}", e.rule, e.failure.line, e.failure.message);
            return compare(dir, &input, &input, &check, bless);
        }
    };
    // As `cocci` runs them: script rules beside initialize or finalize code change their state.
    let scripts = if apply::scripts::shares_state(&parsed.patch) { scripts.changing() } else { scripts };
    print_lines(&mut check, &lines);
    let scripts = Arc::new(scripts);
    let mut engine = Engine::new(&parsed.patch).with_scripts(scripts.clone());
    if let Some(defines) = read("defines") {
        let names: Vec<String> = defines.split_whitespace().map(str::to_owned).collect();
        engine.define(&names).map_err(|unknown| format!("undeclared virtual rules {unknown:?}"))?;
    }
    let file = FileIn {
        name: "input.rs",
        text: &input,
        edition: Edition::Edition2021,
        semantics: None,
        doctests: Doctests::default(),
        macro_bodies: false,
        expand_macros: apply::ExpandMacros::default(),
    };
    let applied = apply::run(&engine, file);
    let text = applied.new_text().unwrap_or_else(|| input.clone());
    if let Some(outcome) = &applied.outcome {
        for r in &outcome.reports {
            let (s, e) = (r.start_in(&input), r.end_in(&input));
            let _ = writeln!(check, "{}:{}-{}:{} {}: {}", s.line, s.col, e.line, e.col, r.rule, r.message);
        }
        print_lines(&mut check, &outcome.script_lines);
        for p in &outcome.problems {
            let line = p.patch_line.map(|n| format!("patch line {n}: ")).unwrap_or_default();
            let _ = writeln!(check, "problem: {}: {line}{}", p.rule, p.message);
        }
    }
    match scripts.finish(&parsed.patch) {
        Ok(lines) => print_lines(&mut check, &lines),
        Err(e) => {
            let _ = writeln!(check, "finalize: {}: line {}: {}", e.rule, e.failure.line, e.failure.message);
        }
    }
    let after = (listing(dir), listing(Path::new(env!("CARGO_MANIFEST_DIR"))));
    if before != after {
        return Err(format!("files appeared or vanished: {before:?} -> {after:?}"));
    }
    compare(dir, &input, &text, &check, bless)
}

fn compare(dir: &Path, input: &str, text: &str, check: &str, bless: bool) -> Result<(), String> {
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    if bless {
        if text != input {
            std::fs::write(dir.join("expected.rs"), text).unwrap();
        }
        if check.is_empty() {
            let _ = std::fs::remove_file(dir.join("expected.check"));
        } else {
            std::fs::write(dir.join("expected.check"), check).unwrap();
        }
    }
    let mut diffs = String::new();
    let want = read("expected.rs").unwrap_or_else(|| input.to_owned());
    if want != text {
        let _ = write!(diffs, "output differs:\n{}", apply::diff("input.rs", &want, text));
    }
    let want_check = read("expected.check").unwrap_or_default();
    if want_check != check {
        let _ = write!(diffs, "check output differs:\n--- want\n{want_check}--- got\n{check}");
    }
    if diffs.is_empty() { Ok(()) } else { Err(diffs) }
}

#[test]
fn script_cases() {
    let bless = std::env::var("COCCI_BLESS").is_ok();
    let all = cases();
    assert!(all.len() >= 10, "the script cases are found: {}", all.len());
    let failures: Vec<String> = all
        .iter()
        .filter_map(|dir| run_case(dir, bless).err().map(|why| format!("=== {}\n{why}", dir.display())))
        .collect();
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), all.len(), failures.join("\n"));
}

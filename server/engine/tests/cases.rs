//! The data-driven suite: every folder under `test-data/cases`, `test-data/conformance` and
//! `test-data/patches` (the patch library's cases) holding a `patch.cocci` is one case.
//!
//! | file | meaning |
//! | --- | --- |
//! | `patch.cocci` | the semantic patch |
//! | `input.rs` | the file before |
//! | `expected.rs` | the file after; absent: the patch must leave the file unchanged |
//! | `expected.check` | what `cocci check` reports, `line:col-line:col rule: message` a line; absent: nothing |
//! | `expected.errors` | for a patch that must not parse: its errors, `line:col: message` a line |
//! | `expected.warnings` | the patch's warnings, in the same form; absent: warnings are not checked |
//! | `expected-matches.txt` | (conformance format) the 1-based lines reported |
//! | `edition` | the input's edition (`2015`, `2018`, `2024`; 2021 when absent) |
//! | `defines` | virtual rules defined, as `-D name` would (names separated by white space) |
//! | `expected.engine.rs`, `expected.engine.check` | where the binary does more than the engine alone (a library case whose `use` groups `apply`'s step rewrites): what the engine alone does; `expected.rs` and `expected.check` then say what the binary does (`server/cli/tests/patches.rs`) |
//!
//! `test-data/conformance-overrides/NAME/expected.rs` replaces a shared conformance case's
//! expectation where it differs from Coccinelle's meaning (the folder's README says why).
//!
//! `COCCI_BLESS=1 cargo test` rewrites `expected.rs`, `expected.check` and `expected.errors`
//! (and `expected.warnings` where there is one) from what the engine does now; `COCCI_BLESS=check` only `expected.check`. Review the diff
//! before committing it.

use engine::{Edition, Engine};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut out = Vec::new();
    for dir in ["cases", "conformance", "patches"] {
        collect(&root.join(dir), &mut out);
    }
    out.sort();
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.join("patch.cocci").is_file() {
            out.push(p);
        } else if p.is_dir() {
            collect(&p, out);
        }
    }
}

fn read(p: &Path) -> Option<String> {
    std::fs::read_to_string(p).ok()
}

/// Runs one case; `Err` says what differed.
fn run_case(dir: &Path, bless: bool, bless_output: bool) -> Result<(), String> {
    let patch_text = read(&dir.join("patch.cocci")).ok_or("no patch.cocci")?;
    let mut parsed = smpl::parse_patch(&patch_text);
    // Isomorphism files the rules name (`using "x.iso"`) lie in the case's folder.
    smpl::iso_file::load_isos(&mut parsed, &|file| std::fs::read_to_string(dir.join(file)).map_err(|e| e.to_string()));
    let errors: String = parsed
        .errors
        .iter()
        .map(|e| {
            let lc = e.line_col(&patch_text);
            format!("{}:{}: {}\n", lc.line, lc.col, e.message)
        })
        .collect();
    // Checked first: a patch that must not parse may have warnings to show too.
    let warnings: String = parsed
        .warnings
        .iter()
        .map(|w| {
            let lc = w.line_col(&patch_text);
            format!("{}:{}: {}\n", lc.line, lc.col, w.message)
        })
        .collect();
    let warnings_file = dir.join("expected.warnings");
    if let Some(want) = read(&warnings_file) {
        if bless && bless_output {
            std::fs::write(&warnings_file, &warnings).unwrap();
        } else if want != warnings {
            return Err(format!("patch warnings differ:\n--- want\n{want}--- got\n{warnings}"));
        }
    }
    let errors_file = dir.join("expected.errors");
    if bless && bless_output && !errors.is_empty() {
        std::fs::write(&errors_file, &errors).unwrap();
    }
    if let Some(want) = read(&errors_file) {
        return if want == errors {
            Ok(())
        } else {
            Err(format!("patch errors differ:\n--- want\n{want}--- got\n{errors}"))
        };
    }
    if !errors.is_empty() {
        return Err(format!("the patch does not parse:\n{errors}"));
    }
    let input = read(&dir.join("input.rs")).ok_or("no input.rs")?;
    let mut engine = Engine::new(&parsed.patch);
    // A patch with typed metavariables matches nothing without a semantic model: its cases
    // run with rust-analyzer's in `test-data/typed` (sema's tests) or, for the library, through
    // the binary (server/cli/tests/patches.rs).
    if engine.has_typed_metavars() {
        return if dir.starts_with(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/patches")) {
            Ok(())
        } else {
            Err("a typed patch: its case belongs in test-data/typed".into())
        };
    }
    // `defines`: virtual rules defined, as `-D name` on the command line (one a line).
    if let Some(defines) = read(&dir.join("defines")) {
        let names: Vec<String> = defines.split_whitespace().map(str::to_owned).collect();
        engine.define(&names).map_err(|unknown| format!("undeclared virtual rules {unknown:?}"))?;
    }
    // `edition`: the edition the input is written in (as its Cargo.toml would say); 2021 if absent.
    let edition = match read(&dir.join("edition")).as_deref().map(str::trim) {
        Some("2015") => Edition::Edition2015,
        Some("2018") => Edition::Edition2018,
        Some("2024") => Edition::Edition2024,
        _ => Edition::Edition2021,
    };
    let outcome = engine.apply(&input, edition);
    let mut problems = String::new();
    for p in &outcome.problems {
        let _ = writeln!(problems, "problem: {}: {}", p.rule, p.message);
    }
    let check: String = outcome
        .reports
        .iter()
        .map(|r| {
            let (start, end) = (r.start_in(&input), r.end_in(&input));
            format!("{}:{}-{}:{} {}: {}\n", start.line, start.col, end.line, end.col, r.rule, r.message)
        })
        .collect();
    let check = format!("{check}{problems}");
    // The engine alone, where the binary's `apply` step does more (see the table above).
    let engine_alone = |name: &str, usual: &str| {
        let own = dir.join(name);
        if own.is_file() { own } else { dir.join(usual) }
    };
    let check_file = engine_alone("expected.engine.check", "expected.check");
    let is_conformance = dir.components().any(|c| c.as_os_str() == "conformance");
    // A shared case whose expectation differs from Coccinelle's meaning is kept as published;
    // what cocci must do instead is in `conformance-overrides/` (its README says why).
    let overridden = dir.file_name().map(|n| dir.join("../../conformance-overrides").join(n).join("expected.rs"));
    let expected_file = match overridden {
        Some(o) if is_conformance && o.is_file() => o,
        _ => engine_alone("expected.engine.rs", "expected.rs"),
    };
    // The shared conformance cases are kept as they are published.
    let bless = bless && !is_conformance;
    if bless {
        if bless_output && (outcome.text != input || expected_file.exists()) {
            std::fs::write(&expected_file, &outcome.text).unwrap();
        }
        if check.is_empty() {
            let _ = std::fs::remove_file(&check_file);
        } else {
            std::fs::write(&check_file, &check).unwrap();
        }
    }
    let mut diffs = String::new();
    let want_text = read(&expected_file).unwrap_or_else(|| input.clone());
    if want_text != outcome.text {
        let _ = write!(
            diffs,
            "output differs:\n{}",
            similar::TextDiff::from_lines(&want_text, &outcome.text).unified_diff().header("expected", "got")
        );
    }
    if !is_conformance {
        let want_check = read(&check_file).unwrap_or_default();
        if want_check != check {
            let _ = write!(diffs, "check output differs:\n--- want\n{want_check}--- got\n{check}");
        }
    }
    if let Some(lines) = read(&dir.join("expected-matches.txt")) {
        let mut want: Vec<u32> = lines.split_whitespace().filter_map(|l| l.parse().ok()).collect();
        want.sort();
        let mut got: Vec<u32> = outcome.reports.iter().map(|r| r.start_in(&input).line).collect();
        got.sort();
        got.dedup();
        if want != got {
            let _ = writeln!(diffs, "reported lines {got:?}, expected {want:?}");
        }
    }
    if diffs.is_empty() { Ok(()) } else { Err(diffs) }
}

#[test]
fn data_driven_cases() {
    // `COCCI_BLESS=check` re-blesses only what `check` reports, never the expected files.
    let bless_var = std::env::var("COCCI_BLESS").ok();
    let bless = bless_var.is_some();
    let bless_output = bless_var.as_deref().is_some_and(|v| v != "check");
    // Several filters may be given, separated by commas.
    let filter = std::env::var("COCCI_CASE").unwrap_or_default();
    let filters: Vec<&str> = filter.split(',').collect();
    let all = cases();
    assert!(all.len() >= 20, "expected the test-data folder, found {} cases", all.len());
    let mut failures = Vec::new();
    let mut ran = 0;
    for dir in &all {
        let name = dir.display().to_string();
        if !filters.iter().any(|f| name.contains(f)) {
            continue;
        }
        // Doctests and macro bodies are reached by the `apply` step, not by the engine on a
        // file's code: their cases run in `server/apply/tests/doctest_cases.rs`. Script rules
        // need the runner `apply` has: theirs run in `server/apply/tests/script_cases.rs`.
        if dir
            .components()
            .any(|c| ["doctests", "macro-bodies", "scripts", "use-groups"].iter().any(|f| c.as_os_str() == *f))
        {
            continue;
        }
        ran += 1;
        if let Err(why) = run_case(dir, bless, bless_output) {
            failures.push(format!("=== {}\n{why}", name.rsplit("test-data/").next().unwrap_or(&name)));
        }
    }
    assert!(failures.is_empty(), "{} of {ran} cases failed:\n{}", failures.len(), failures.join("\n"));
}

/// What an editor sends while Rust is typed: each case's patch on cut-off versions of its input
/// (and with one character dropped) runs without panicking.
#[test]
fn half_typed_rust_never_panics() {
    let mut runs = 0;
    for dir in cases() {
        let (Some(patch), Some(input)) = (read(&dir.join("patch.cocci")), read(&dir.join("input.rs"))) else {
            continue;
        };
        let parsed = smpl::parse_patch(&patch);
        if !parsed.errors.is_empty() {
            continue;
        }
        let engine = Engine::new(&parsed.patch);
        let bounds: Vec<usize> = input.char_indices().map(|(i, _)| i).collect();
        for k in 1..8 {
            let Some(&at) = bounds.get(bounds.len() * k / 8) else { continue };
            let _ = engine.apply(&input[..at], Edition::Edition2021);
            let mut dropped = input.clone();
            dropped.remove(at);
            let _ = engine.apply(&dropped, Edition::Edition2021);
            runs += 2;
        }
    }
    assert!(runs > 2000, "{runs} runs");
}

//! The typed data cases: every folder under `test-data/typed` holds `patch.cocci`, `input.rs`
//! and `expected.rs` (absent: the file must stay as it is), and optionally `expected.skipped`
//! (the candidates the patch skips because the model cannot tell their type or name, one
//! `line:col: reason` a line; or just how many) and `expected.problems`
//! (the problems reported, one message a line; absent: none). All inputs become
//! modules of one Cargo package, analysed once by rust-analyzer with the real standard
//! library, and each patch runs on its module as `cocci apply` runs it.
//!
//! `COCCI_CASE=name` runs only the cases whose folder name contains `name`.

mod common;

use common::Fixture;
use engine::{Edition, Engine, Given};
use std::path::{Path, PathBuf};

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/typed");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("test-data/typed")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("patch.cocci").is_file())
        .collect();
    out.sort();
    out
}

fn module_name(i: usize) -> String {
    format!("case_{i:03}")
}

#[test]
fn typed_cases() {
    let all = cases();
    assert!(all.len() >= 40, "expected the typed cases, found {}", all.len());
    let filter = std::env::var("COCCI_CASE").unwrap_or_default();
    let lib: String = (0..all.len()).map(|i| format!("pub mod {};\n", module_name(i))).collect();
    let fixture = Fixture::package("typed_cases", &lib);
    for (i, dir) in all.iter().enumerate() {
        let input = std::fs::read_to_string(dir.join("input.rs")).expect("input.rs");
        std::fs::write(fixture.path(&format!("src/{}.rs", module_name(i))), input).expect("write module");
    }
    let model = sema::SemanticModel::new([fixture.root().to_path_buf()]);
    let mut failures = Vec::new();
    let mut ran = 0;
    for (i, dir) in all.iter().enumerate() {
        let name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.contains(&filter) {
            continue;
        }
        ran += 1;
        if let Err(why) = run_case(&model, &fixture.path(&format!("src/{}.rs", module_name(i))), dir) {
            failures.push(format!("=== {name}\n{why}"));
        }
    }
    let messages = model.take_messages();
    assert!(
        failures.is_empty(),
        "{} of {ran} typed cases failed (model: {messages:?}):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn run_case(model: &sema::SemanticModel, path: &Path, dir: &Path) -> Result<(), String> {
    let patch = std::fs::read_to_string(dir.join("patch.cocci")).map_err(|e| e.to_string())?;
    let input = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let parsed = smpl::parse_patch(&patch);
    if !parsed.errors.is_empty() {
        return Err(format!("the patch does not parse: {:?}", parsed.errors));
    }
    let engine = Engine::standard(&parsed.patch);
    let answers = model.file(path, &input);
    let given = Given { sema: Some(&answers), ..Given::default() };
    let out = engine.apply_given(&input, Edition::Edition2021, given);
    let mut diffs = String::new();
    let want = std::fs::read_to_string(dir.join("expected.rs")).unwrap_or_else(|_| input.clone());
    if want != out.text {
        diffs.push_str(&format!(
            "output differs:\n{}",
            similar::TextDiff::from_lines(&want, &out.text).unified_diff().header("expected", "got")
        ));
    }
    let want_skipped = std::fs::read_to_string(dir.join("expected.skipped")).unwrap_or_default();
    let skipped: String = out
        .skips
        .iter()
        .map(|s| {
            let at = s.at.map(|r| engine::LineCol::of(&input, r.start().into()));
            let at = at.map(|lc| format!("{}:{}", lc.line, lc.col)).unwrap_or_default();
            format!("{at}: {}\n", s.reason)
        })
        .collect();
    match want_skipped.trim().parse::<usize>() {
        Ok(n) if n != out.unknown_types => diffs
            .push_str(&format!("skipped {} candidates of unknown type, expected {n}:\n{skipped}", out.unknown_types)),
        Ok(_) => {}
        Err(_) if skipped != want_skipped => {
            diffs.push_str(&format!("skipped candidates differ:\n--- want\n{want_skipped}--- got\n{skipped}"))
        }
        Err(_) => {}
    }
    let problems: String = out.problems.iter().map(|p| format!("{}\n", p.message)).collect();
    let want_problems = std::fs::read_to_string(dir.join("expected.problems")).unwrap_or_default();
    if problems != want_problems {
        diffs.push_str(&format!("problems differ:\n--- want\n{want_problems}--- got\n{problems}"));
    }
    if diffs.is_empty() { Ok(()) } else { Err(diffs) }
}

//! The patch library (`patches/`): every patch has its cases, its line in docs/cookbook.md, a
//! header that says what it does and where it is unsafe, and does through the `cocci` binary
//! what its cases say.
//!
//! Layout, for a patch `patches/NAME.cocci`:
//!
//! | path | what |
//! | --- | --- |
//! | `test-data/patches/NAME/positive/` | a case (see `server/engine/tests/cases.rs`) where the patch fires: `expected.rs` and/or `expected.check` |
//! | `test-data/patches/NAME/negative/` | a case where it must not fire: `input.rs` only |
//! | `.../patch.cocci` | a symbolic link to `patches/NAME.cocci`, so the cases test the shipped file |
//! | `.../edition` | the edition of the case's input (as for every case) |
//! | `test-data/patches/NAME/no-rustc` | why the cases are not compiled (they use crates the test does not have) |
//!
//! Without `no-rustc`, the inputs and the expected output must compile (`rustc`, as a library,
//! warnings allowed): a rewrite that breaks the code fails the test.
//!
//! The engine runs the cases themselves (`cargo test -p cocci-engine --test cases`); this test runs
//! them again through the binary, as a user would.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::*;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The library's patch names, sorted.
fn patch_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("patches"))
        .expect("the patches folder")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".cocci").map(str::to_owned))
        .collect();
    names.sort();
    names
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn edition(case: &Path) -> String {
    std::fs::read_to_string(case.join("edition")).map(|e| e.trim().to_owned()).unwrap_or_else(|_| "2021".into())
}

#[test]
fn the_library_has_at_least_25_patches() {
    let names = patch_names();
    assert!(names.len() >= 25, "{} patches: {names:?}", names.len());
}

#[test]
fn every_patch_has_a_header_and_both_cases_and_every_case_a_patch() {
    let root = root();
    let mut problems = Vec::new();
    for name in patch_names() {
        let patch = root.join("patches").join(format!("{name}.cocci"));
        let text = read(&patch);
        if !text.starts_with(&format!("// {name}: ")) {
            problems.push(format!("{name}: the patch must start with `// {name}: what it does`"));
        }
        let header: String = text.lines().take_while(|l| l.starts_with("//")).collect::<Vec<_>>().join("\n");
        if !(header.contains("Safe") || header.contains("Unsafe") || header.contains("report only")) {
            problems.push(format!("{name}: the header must say where it is safe or unsafe (or that it only reports)"));
        }
        for kind in ["positive", "negative"] {
            let case = root.join("test-data/patches").join(&name).join(kind);
            let link = case.join("patch.cocci");
            match std::fs::canonicalize(&link) {
                Ok(target) if target == patch.canonicalize().unwrap() => {}
                Ok(target) => {
                    problems.push(format!("{}: links to {}, not to the patch", link.display(), target.display()))
                }
                Err(e) => problems.push(format!("{}: {e}", link.display())),
            }
            if !case.join("input.rs").is_file() {
                problems.push(format!("{name}/{kind}: no input.rs"));
            }
        }
        let pos = root.join("test-data/patches").join(&name).join("positive");
        let changes = std::fs::read_to_string(pos.join("expected.rs")).is_ok_and(|e| e != read(&pos.join("input.rs")));
        let reports = std::fs::read_to_string(pos.join("expected.check")).is_ok_and(|c| !c.trim().is_empty());
        if !changes && !reports {
            problems.push(format!(
                "{name}/positive: the patch must fire (an expected.rs that differs, or an expected.check)"
            ));
        }
        let neg = root.join("test-data/patches").join(&name).join("negative");
        for f in ["expected.rs", "expected.check"] {
            if neg.join(f).exists() {
                problems.push(format!("{name}/negative: has {f}, but the patch must not fire there"));
            }
        }
    }
    let names = patch_names();
    for e in std::fs::read_dir(root.join("test-data/patches")).unwrap() {
        let n = e.unwrap().file_name().to_string_lossy().into_owned();
        if !names.contains(&n) {
            problems.push(format!("test-data/patches/{n}: no patches/{n}.cocci"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_cookbook_lists_every_patch_and_only_those() {
    let cookbook = read(&root().join("docs/cookbook.md"));
    let names = patch_names();
    let mut problems = Vec::new();
    for name in &names {
        // One table row a patch: | [`name`](../patches/name.cocci) | what | where unsafe |
        let link = format!("[`{name}`](../patches/{name}.cocci)");
        let rows: Vec<&str> = cookbook.lines().filter(|l| l.starts_with('|') && l.contains(&link)).collect();
        match rows.as_slice() {
            [row] => {
                let cells: Vec<&str> = row.trim_matches('|').split(" | ").map(str::trim).collect();
                if cells.len() != 3 || cells[1].is_empty() || cells[2].is_empty() {
                    problems.push(format!(
                        "{name}: the row must have the patch, what it does and where it is unsafe: {row}"
                    ));
                }
            }
            [] => problems.push(format!("{name}: no row `| {link} | .. | .. |` in docs/cookbook.md")),
            _ => problems.push(format!("{name}: {} rows in docs/cookbook.md", rows.len())),
        }
    }
    // Every patch the cookbook links exists.
    for part in cookbook.split("](../patches/").skip(1) {
        let linked = part.split(".cocci)").next().unwrap();
        if !names.iter().any(|n| n == linked) {
            problems.push(format!("docs/cookbook.md links patches/{linked}.cocci, which does not exist"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `expected.check` lines (`line:col-line:col rule: message`) of one file from `cocci check
/// --json`.
fn check_lines(json: &str, file: &str) -> String {
    json.lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        // A patch that needs the semantic model ends with a summary of what it could not check.
        .filter(|v| v.get("summary").is_none() && v["file"] == file)
        .map(|v| {
            format!(
                "{}:{}-{}:{} {}: {}\n",
                v["line"],
                v["column"],
                v["end_line"],
                v["end_column"],
                v["rule"].as_str().unwrap(),
                v["message"].as_str().unwrap()
            )
        })
        .collect()
}

#[test]
fn every_patch_does_through_the_binary_what_its_cases_say() {
    // Two patches at a time: a patch with paths loads the semantic model, seconds each.
    let names = patch_names();
    let (even, odd): (Vec<_>, Vec<_>) = names.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let problems: Vec<String> = std::thread::scope(|s| {
        let runs: Vec<_> = [even, odd]
            .into_iter()
            .map(|half| {
                s.spawn(move || half.into_iter().flat_map(|(_, name)| patch_through_binary(name)).collect::<Vec<_>>())
            })
            .collect();
        runs.into_iter().flat_map(|r| r.join().unwrap()).collect()
    });
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// One patch's two cases through the binary, as the modules `positive` and `negative` of one
/// crate (one run of `check` and one of `apply` for both): what differs from the cases.
fn patch_through_binary(name: &str) -> Vec<String> {
    let root = root();
    let mut problems = Vec::new();
    let patch = root.join("patches").join(format!("{name}.cocci"));
    let patch = patch.to_str().unwrap();
    let kinds = ["positive", "negative"];
    let cases: Vec<PathBuf> = kinds.iter().map(|kind| root.join("test-data/patches").join(name).join(kind)).collect();
    let dir = project(&[
        (
            "Cargo.toml",
            &format!("[package]\nname = \"case\"\nversion = \"0.1.0\"\nedition = \"{}\"\n", edition(&cases[0])),
        ),
        ("src/lib.rs", "mod negative;\nmod positive;\n"),
        ("src/positive.rs", &read(&cases[0].join("input.rs"))),
        ("src/negative.rs", &read(&cases[1].join("input.rs"))),
    ]);
    let files = ["src/positive.rs", "src/negative.rs"];
    let out = cocci(&["check", "--json", patch, files[0], files[1]], dir.path());
    let json = stdout(&out);
    let mut any_match = false;
    for ((kind, case), file) in kinds.iter().zip(&cases).zip(files) {
        let want_check = std::fs::read_to_string(case.join("expected.check")).unwrap_or_default();
        let want_check: String =
            want_check.lines().filter(|l| !l.starts_with("problem: ")).map(|l| format!("{l}\n")).collect();
        any_match |= !want_check.is_empty();
        let got_check = check_lines(&json, file);
        // The binary lists a file's matches in the engine's order; compare as sets of lines.
        let sorted = |s: &str| {
            let mut l: Vec<String> = s.lines().map(str::to_owned).collect();
            l.sort();
            l
        };
        if sorted(&got_check) != sorted(&want_check) {
            problems.push(format!("{name}/{kind}: cocci check says\n{got_check}expected.check says\n{want_check}"));
        }
    }
    let status = if any_match { 1 } else { 0 };
    if out.status.code() != Some(status) {
        problems.push(format!("{name}: cocci check exits {:?}, not {status}: {}", out.status.code(), stderr(&out)));
    }

    let out = cocci(&["apply", "--in-place", patch, files[0], files[1]], dir.path());
    for ((kind, case), file) in kinds.iter().zip(&cases).zip(files) {
        let input = read(&case.join("input.rs"));
        let want = std::fs::read_to_string(case.join("expected.rs")).unwrap_or(input);
        let got = std::fs::read_to_string(dir.path().join(file)).unwrap();
        if out.status.code() != Some(0) || got != want {
            problems.push(format!(
                "{name}/{kind}: cocci apply --in-place exits {:?} ({}) and writes\n{got}\ninstead of\n{want}",
                out.status.code(),
                stderr(&out).trim()
            ));
        }
    }
    if !stderr(&out).ends_with(", 0 problems\n") {
        problems.push(format!("{name}: cocci apply reports problems: {}", stderr(&out)));
    }
    problems
}

/// rustc on one file, as a library, warnings allowed; `Err` holds its errors.
fn compiles(file: &Path, edition: &str, out: &Path) -> Result<(), String> {
    let o = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args([
            "--crate-type",
            "lib",
            "--emit",
            "metadata",
            "-A",
            "warnings",
            "--crate-name",
            "case",
            "--edition",
            edition,
        ])
        .arg("--out-dir")
        .arg(out)
        .arg(file)
        .output()
        .expect("rustc runs");
    if o.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&o.stderr).into_owned()) }
}

#[test]
fn the_cases_compile_before_and_after() {
    let root = root();
    let mut files = Vec::new();
    for name in patch_names() {
        let dir = root.join("test-data/patches").join(&name);
        if dir.join("no-rustc").is_file() {
            assert!(!read(&dir.join("no-rustc")).trim().is_empty(), "{name}/no-rustc must say why");
            continue;
        }
        for (kind, file) in [("positive", "input.rs"), ("positive", "expected.rs"), ("negative", "input.rs")] {
            let f = dir.join(kind).join(file);
            if f.is_file() {
                files.push((f, edition(&dir.join(kind))));
            }
        }
    }
    assert!(files.len() >= 60, "only {} files to compile", files.len());
    // Two at a time: rustc is the slow part, and the machine may be small.
    let chunks: Vec<_> = files.chunks(files.len().div_ceil(2)).collect();
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                s.spawn(move || {
                    let out = tempfile::tempdir().unwrap();
                    chunk
                        .iter()
                        .filter_map(|(f, ed)| {
                            compiles(f, ed, out.path()).err().map(|e| format!("{}:\n{e}", f.display()))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Whether a patch loads the semantic model is no surprise: the cookbook says "loads the
/// semantic model" on the row of every patch that does (typed metavariables, or paths the
/// model compares where code spells them otherwise), and on no other.
#[test]
fn the_cookbook_says_which_patches_load_the_model() {
    let cookbook = read(&root().join("docs/cookbook.md"));
    let mut problems = Vec::new();
    for name in patch_names() {
        let text = read(&root().join(format!("patches/{name}.cocci")));
        let parsed = smpl::parse_patch(&text);
        assert!(parsed.errors.is_empty(), "{name}: {:?}", parsed.errors);
        let loads = engine::Engine::new(&parsed.patch).needs_semantics();
        let link = format!("[`{name}`](../patches/{name}.cocci)");
        let Some(row) = cookbook.lines().find(|l| l.starts_with('|') && l.contains(&link)) else { continue };
        let says = row.contains("loads the semantic model");
        if loads != says {
            problems.push(format!("{name}: loads the model: {loads}; its cookbook row says so: {says}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

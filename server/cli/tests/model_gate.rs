//! A typed patch whose semantic model cannot be loaded has not checked what it was asked to:
//! `check` and `apply` say so and exit with 2, unless `--allow-skips`.

mod common;

use common::{cocci, project, stderr};

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const LIB: &str = "pub fn f(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";

fn broken_workspace() -> tempfile::TempDir {
    project(&[("p.cocci", TYPED), ("Cargo.toml", "[package\nname = \"broken\"\n"), ("src/lib.rs", LIB)])
}

#[test]
fn a_model_that_cannot_load_fails_the_gate() {
    let ws = broken_workspace();
    for command in ["check", "apply"] {
        let out = cocci(&[command, "p.cocci", "src"], ws.path());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{command}: {err}");
        assert!(err.contains("error: semantic model: cannot load"), "{command}: {err}");
        assert!(err.contains("typed candidates were not checked"), "{command}: {err}");
    }
}

#[test]
fn allow_skips_lets_the_gate_pass() {
    let ws = broken_workspace();
    let out = cocci(&["check", "--allow-skips", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("note: semantic model: cannot load"), "{err}");
}

#[test]
fn an_untyped_patch_needs_no_model() {
    let ws = broken_workspace();
    std::fs::write(ws.path().join("u.cocci"), "@@\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty()\n").unwrap();
    let out = cocci(&["check", "u.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

#[test]
fn explain_skips_says_where_each_skipped_candidate_is_and_why() {
    let ws = broken_workspace();
    let out = cocci(&["check", "--allow-skips", "--explain-skips", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert!(
        err.contains("src/lib.rs:2:5: rule@1: skipped: the file is in no crate the semantic model could load"),
        "{err}"
    );
    assert!(err.ends_with("0 matches in 1 file, 1 candidate skipped (no model: 1)\n"), "{err}");
    // Without the flag, only the count.
    let quiet = stderr(&cocci(&["check", "--allow-skips", "p.cocci", "src"], ws.path()));
    assert!(!quiet.contains("skipped: the file"), "{quiet}");
    // JSON: a `skip` object a line, and the summary counts them by reason.
    let json = cocci(&["check", "--allow-skips", "--explain-skips", "--format", "json", "p.cocci", "src"], ws.path());
    let lines: Vec<serde_json::Value> =
        common::stdout(&json).lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert_eq!(lines[0]["skip"]["file"], "src/lib.rs");
    assert_eq!((lines[0]["skip"]["line"].as_u64(), lines[0]["skip"]["column"].as_u64()), (Some(2), Some(5)));
    assert_eq!(lines[0]["skip"]["kind"], "no model");
    assert_eq!(lines[1]["summary"]["skipped_by_reason"]["no model"], 1);
}

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

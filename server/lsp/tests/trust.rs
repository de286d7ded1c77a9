//! The server loads the semantic model without running anything the workspace configures,
//! unless the editor says it trusts the workspace (`"trustWorkspace": true` in the
//! initialization options; never from `cocci.*` settings, which a repository can ship).
#![cfg(unix)]

use serde_json::{Value, json};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use test_support::Client;

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const LIB: &str = "pub fn f(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";
const MANIFEST: &str = "[package]\nname = \"trusting\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";

/// A workspace with a typed patch whose `.cargo/config.toml` names a wrapper that leaves a
/// marker file when run.
fn configured_workspace() -> tempfile::TempDir {
    let ws = tempfile::tempdir().unwrap();
    let root = ws.path();
    for (name, text) in [("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)] {
        std::fs::create_dir_all(root.join(name).parent().unwrap()).unwrap();
        std::fs::write(root.join(name), text).unwrap();
    }
    let wrapper = root.join("wrapper.sh");
    let text = format!("#!/bin/sh\necho \"$@\" >> '{}'\nexec \"$@\"\n", root.join("wrapper-ran").display());
    std::fs::write(&wrapper, text).unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::create_dir_all(root.join(".cargo")).unwrap();
    std::fs::write(root.join(".cargo/config.toml"), format!("[build]\nrustc-wrapper = '{}'\n", wrapper.display()))
        .unwrap();
    ws
}

/// Opens the file and waits for the typed match, which needs the loaded model.
async fn typed_match_published(root: &Path, options: Value) {
    let rs = root.join("src/lib.rs");
    let client = Client::start(root, false, options).await;
    client.open(&rs, "rust", 1, LIB).await;
    let diags = client.diagnostics_where(&rs, |d, v| d.len() == 1 && v == Some(1)).await;
    assert_eq!(diags[0]["message"], "replace `v.len() == 0` with `v.is_empty()`");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn an_untrusted_workspace_runs_none_of_its_configured_programs() {
    let ws = configured_workspace();
    // A repository's settings saying it is trusted change nothing.
    typed_match_published(ws.path(), json!({"cocci": {"trustWorkspace": true}})).await;
    assert!(!ws.path().join("wrapper-ran").exists());
}

#[tokio::test]
async fn a_workspace_the_editor_trusts_runs_what_it_configures() {
    let ws = configured_workspace();
    typed_match_published(ws.path(), json!({"trustWorkspace": true})).await;
    assert!(ws.path().join("wrapper-ran").exists());
}

/// A workspace whose model cannot load: the user is told once, however often the file changes.
#[tokio::test]
async fn a_model_that_cannot_load_is_said_once() {
    let ws = tempfile::tempdir().unwrap();
    let root = ws.path();
    for (name, text) in [("p.cocci", TYPED), ("Cargo.toml", "[package\nname = \"broken\"\n"), ("src/lib.rs", LIB)] {
        std::fs::create_dir_all(root.join(name).parent().unwrap()).unwrap();
        std::fs::write(root.join(name), text).unwrap();
    }
    let rs = root.join("src/lib.rs");
    let client = Client::start(root, false, json!({})).await;
    client.open(&rs, "rust", 1, LIB).await;
    client.diagnostics_where(&rs, |_, v| v == Some(1)).await;
    client.change(&rs, 2, [0, 0, 0, 0], "// a change\n").await;
    client.diagnostics_where(&rs, |_, v| v == Some(2)).await;
    let shown: Vec<String> = client
        .notifications("window/showMessage")
        .iter()
        .map(|m| m["params"]["message"].as_str().unwrap_or_default().to_owned())
        .filter(|m| m.contains("semantic model"))
        .collect();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].starts_with("cocci: semantic model: cannot load"), "{shown:?}");
    client.shutdown_and_exit().await;
}

/// `cocci.showSkips`: the candidates a typed patch skipped show as hints saying why; nothing by
/// default.
#[tokio::test]
async fn skipped_candidates_show_as_hints_when_asked() {
    let ws = tempfile::tempdir().unwrap();
    let root = ws.path();
    // A manifest cargo cannot read: no model, so the typed candidate is skipped.
    for (name, text) in [("p.cocci", TYPED), ("Cargo.toml", "[package\n"), ("src/lib.rs", LIB)] {
        std::fs::create_dir_all(root.join(name).parent().unwrap()).unwrap();
        std::fs::write(root.join(name), text).unwrap();
    }
    let rs = root.join("src/lib.rs");
    let client = Client::start(root, false, json!({"showSkips": true})).await;
    client.open(&rs, "rust", 1, LIB).await;
    let diags = client.diagnostics_where(&rs, |d, v| d.len() == 1 && v == Some(1)).await;
    assert_eq!(diags[0]["severity"], 4, "a hint");
    assert_eq!(diags[0]["message"], "p.cocci: rule@1: skipped: the file is in no crate the semantic model could load");
    assert_eq!(diags[0]["range"]["start"], json!({"line": 1, "character": 4}));
    client.shutdown_and_exit().await;
    // Off by default: the same file publishes nothing.
    let client = Client::start(root, false, json!({})).await;
    client.open(&rs, "rust", 1, LIB).await;
    let diags = client.diagnostics_where(&rs, |_, v| v == Some(1)).await;
    assert!(diags.is_empty(), "{diags:?}");
    client.shutdown_and_exit().await;
}

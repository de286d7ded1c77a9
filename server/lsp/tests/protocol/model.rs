//! The semantic model's configuration in the server: `cocci.model` (features, cfgs, target),
//! as the command line's `--features`, `--cfg` and `--target` set it.

use crate::path;
use serde_json::json;
use test_support::{Client, workspace};

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const MANIFEST: &str = "[package]\nname = \"configured\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[features]\nfast = []\n\n[workspace]\n";
const LIB: &str = "pub fn always(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n\n\
                   #[cfg(feature = \"fast\")]\npub fn fast(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";

/// The lines (0-based) of the diagnostics.
fn lines(diags: &[serde_json::Value]) -> Vec<u64> {
    let mut lines: Vec<u64> = diags.iter().filter_map(|d| d["range"]["start"]["line"].as_u64()).collect();
    lines.sort();
    lines
}

#[tokio::test]
async fn cocci_model_turns_on_the_code_its_features_gate() {
    let ws = workspace(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let rs = path(&ws, "src/lib.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, LIB).await;
    let diags = client.diagnostics_where(&rs, |d, v| !d.is_empty() && v == Some(1)).await;
    assert_eq!(lines(&diags), [1], "the feature is off by default: {diags:?}");
    let settings = json!({"settings": {"cocci": {"model": {"features": ["fast"]}}}});
    client.notify("workspace/didChangeConfiguration", settings).await;
    let diags = client.diagnostics_where(&rs, |d, _| d.len() == 2).await;
    assert_eq!(lines(&diags), [1, 6]);
    // Off again: the model is made anew, and the kept results of the other one are not used.
    client.notify("workspace/didChangeConfiguration", json!({"settings": {"cocci": {}}})).await;
    let diags = client.diagnostics_where(&rs, |d, _| d.len() == 1).await;
    assert_eq!(lines(&diags), [1]);
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_malformed_cfg_is_refused_with_a_message() {
    let ws = workspace(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let client = Client::start(ws.path(), false, json!({"cocci": {"model": {"cfgs": ["not an ident"]}}})).await;
    let shown = client
        .notification_after(0, "window/showMessage", |m| {
            m["message"].as_str().is_some_and(|t| t.contains("cocci.model"))
        })
        .await;
    assert!(shown["message"].as_str().unwrap().contains("expected NAME or NAME=VALUE"), "{shown}");
    client.shutdown_and_exit().await;
}

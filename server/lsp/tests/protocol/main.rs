//! The language server through the protocol, in process: every point of what it must do, a
//! file per feature. The helpers here serve them all; the test client and temporary
//! workspaces come from `test-support`.

mod actions;
mod commands;
mod confinement;
mod diagnostics;
mod lifecycle;
mod model;
mod patches;
mod robustness;

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use test_support::{Client, uri};

/// A rewrite, and a `*` report.
const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const STAR: &str = "@@\nexpression e;\n@@\n* transmute(e)\n";

/// `name` in the workspace `dir`.
fn path(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    dir.path().join(name)
}

/// What `cocci apply` gives: the engine on the text.
fn cocci_apply(patch: &str, text: &str) -> String {
    let parsed = smpl::parse_patch(patch);
    engine::Engine::standard(&parsed.patch).apply(text, engine::Edition::Edition2021).text
}

/// The diagnostics' messages, in order.
fn messages(diags: &[Value]) -> Vec<String> {
    diags.iter().map(|d| d["message"].as_str().unwrap_or("").to_owned()).collect()
}

/// The code actions at `range` (LSP positions: start line, character, end line, character),
/// maybe `only` of a kind; sent with no diagnostics.
async fn code_actions(client: &Client, rs: &Path, range: [u32; 4], only: Option<&str>) -> Vec<Value> {
    let mut context = json!({"diagnostics": []});
    if let Some(only) = only {
        context["only"] = json!([only]);
    }
    code_actions_in(client, rs, range, context).await
}

/// The code actions at `range` for the given `context` (the diagnostics the client sends
/// with them, maybe `only`), those that change code: the explain action, offered wherever a
/// patch is active, has tests of its own (`commands.rs`).
async fn code_actions_in(client: &Client, rs: &Path, range: [u32; 4], context: Value) -> Vec<Value> {
    let [l1, c1, l2, c2] = range;
    let r = client
        .request(
            "textDocument/codeAction",
            json!({
                "textDocument": {"uri": uri(rs)},
                "range": {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}},
                "context": context
            }),
        )
        .await;
    let actions = r.as_array().cloned().unwrap_or_default();
    actions.into_iter().filter(|a| a["command"]["command"] != "cocci.explain").collect()
}

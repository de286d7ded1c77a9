//! Commands and views: applying a patch to the workspace or a file, its edit as a preview,
//! explaining why a patch matches at a place or not, hovers on matches and code lenses on a
//! patch's rules.

use crate::{UNWRAP, cocci_apply, path};
use serde_json::json;
use test_support::{Client, apply_text_edits, edits_for, uri, workspace};

#[tokio::test]
async fn apply_to_workspace_edits_every_file_like_cocci_apply() {
    let one = "fn f() { a.unwrap(); }\n";
    let two = "fn g() -> u8 {\n    b.unwrap() + c.unwrap()\n}\n";
    let ws =
        workspace(&[("p.cocci", UNWRAP), ("src/one.rs", one), ("src/two.rs", two), ("src/none.rs", "fn h() {}\n")]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let open_text = "fn f() { a.unwrap(); x.unwrap(); }\n";
    client.open(&path(&ws, "src/one.rs"), "rust", 4, open_text).await;
    client.diagnostics(&path(&ws, "src/one.rs"), 2).await;
    let r = client
        .request(
            "workspace/executeCommand",
            json!({"command": "cocci.applyToWorkspace", "arguments": [uri(&path(&ws, "p.cocci"))]}),
        )
        .await;
    assert_eq!(r["files"], 2);
    let edits = client.applied_edits();
    assert_eq!(edits.len(), 1);
    let changes = edits[0]["documentChanges"].as_array().unwrap();
    assert_eq!(changes.len(), 2);
    // The open file from its editor text, versioned; the other from disk, unversioned.
    let open_change =
        changes.iter().find(|c| c["textDocument"]["uri"] == uri(&path(&ws, "src/one.rs")).as_str()).unwrap();
    assert_eq!(open_change["textDocument"]["version"], 4);
    assert_eq!(
        apply_text_edits(open_text, &edits_for(&edits[0], &path(&ws, "src/one.rs"))),
        cocci_apply(UNWRAP, open_text)
    );
    let disk_change =
        changes.iter().find(|c| c["textDocument"]["uri"] == uri(&path(&ws, "src/two.rs")).as_str()).unwrap();
    assert!(disk_change["textDocument"]["version"].is_null());
    assert_eq!(apply_text_edits(two, &edits_for(&edits[0], &path(&ws, "src/two.rs"))), cocci_apply(UNWRAP, two));
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn workspace_edit_previews_and_apply_to_file_applies() {
    let two = "fn g() {\n    b.unwrap();\n}\n";
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", "fn f() { a.unwrap(); }\n"), ("src/two.rs", two)]);
    let patch = uri(&path(&ws, "p.cocci"));
    let client = Client::start(ws.path(), false, json!({})).await;
    client.diagnostics(&path(&ws, "src/two.rs"), 1).await;
    let edit = client
        .request("workspace/executeCommand", json!({"command": "cocci.workspaceEdit", "arguments": [patch]}))
        .await;
    assert_eq!(edit["documentChanges"].as_array().unwrap().len(), 2);
    assert!(client.applied_edits().is_empty(), "a preview applies nothing");
    assert_eq!(apply_text_edits(two, &edits_for(&edit, &path(&ws, "src/two.rs"))), cocci_apply(UNWRAP, two));
    let r = client
        .request(
            "workspace/executeCommand",
            json!({"command": "cocci.applyToFile", "arguments": [patch, uri(&path(&ws, "src/two.rs"))]}),
        )
        .await;
    assert_eq!(r["applied"], true);
    let applied = client.applied_edits();
    assert_eq!(applied.len(), 1);
    assert_eq!(apply_text_edits(two, &edits_for(&applied[0], &path(&ws, "src/two.rs"))), cocci_apply(UNWRAP, two));
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn hover_shows_rule_bindings_and_preview() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() {\n    let v = cfg.get(\"k\").unwrap();\n}\n").await;
    client.diagnostics(&rs, 1).await;
    let h = client
        .request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 1, "character": 30}}),
        )
        .await;
    let md = h["contents"]["value"].as_str().unwrap();
    assert!(md.starts_with("**cocci** rule `rule@1` of `p.cocci`: replace `cfg.get(\"k\").unwrap()` with"), "{md}");
    assert!(md.contains("| `e` | `cfg.get(\"k\")` |"), "{md}");
    assert!(md.contains("let v = cfg.get(\"k\").expect(\"checked\");"), "{md}");
    // Nothing to say away from a match.
    let none = client
        .request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 0, "character": 1}}),
        )
        .await;
    assert!(none.is_null());
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn code_lens_counts_matches_of_each_rule() {
    let ws = workspace(&[
        ("p.cocci", UNWRAP),
        ("src/one.rs", "fn f() { a.unwrap(); }\n"),
        ("src/two.rs", "fn g() { b.unwrap(); c.unwrap(); }\n"),
    ]);
    let client = Client::start(ws.path(), false, json!({})).await;
    client.diagnostics(&path(&ws, "src/two.rs"), 2).await;
    client.diagnostics(&path(&ws, "src/one.rs"), 1).await;
    let patch = path(&ws, "p.cocci");
    client.open(&patch, "cocci", 1, UNWRAP).await;
    let lenses = client.request("textDocument/codeLens", json!({"textDocument": {"uri": uri(&patch)}})).await;
    let lenses = lenses.as_array().unwrap();
    assert_eq!(lenses.len(), 1);
    assert_eq!(lenses[0]["command"]["title"], "3 matches in 2 files");
    assert_eq!(lenses[0]["range"]["start"]["line"], 0);
    let shown = client
        .request(
            "workspace/executeCommand",
            json!({"command": "cocci.showMatches", "arguments": [uri(&patch), "rule@1"]}),
        )
        .await;
    assert_eq!(shown.as_array().unwrap().len(), 3);
    client.shutdown_and_exit().await;
}

/// The explain code action at `line:character` of `file`, and what its command returns.
async fn explained_at(
    client: &Client,
    file: &std::path::Path,
    line: u32,
    character: u32,
) -> (String, serde_json::Value) {
    let at = json!({"line": line, "character": character});
    let params = json!({
        "textDocument": {"uri": uri(file)},
        "range": {"start": at, "end": at},
        "context": {"diagnostics": []},
    });
    let actions = client.request("textDocument/codeAction", params).await;
    let action = actions.as_array().unwrap().iter().find(|a| a["command"]["command"] == "cocci.explain").cloned();
    let action = action.unwrap_or_else(|| panic!("no explain action in {actions}"));
    let command = json!({"command": "cocci.explain", "arguments": action["command"]["arguments"]});
    (action["title"].as_str().unwrap().to_owned(), client.request("workspace/executeCommand", command).await)
}

#[tokio::test]
async fn explain_says_why_the_patch_matches_here_or_not() {
    let text = "fn f() {\n    a.unwrap_or(1);\n    b.unwrap();\n}\n";
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", text)]);
    let file = path(&ws, "src/one.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&file, "rust", 1, text).await;
    client.diagnostics(&file, 1).await;
    let (title, r) = explained_at(&client, &file, 1, 6).await;
    assert_eq!(title, "cocci: why does p.cocci match here or not?");
    let said = r["text"].as_str().unwrap();
    assert!(
        said.starts_with("p.cocci rule rule@1 (line 1): not matched at 2:7: `unwrap` in the pattern met `unwrap_or`"),
        "{said}"
    );
    assert_eq!(r["rules"][0]["matched"], false);
    // This client did not say it shows explanations: the text also comes as a message.
    let shown = client.notification_after(0, "window/showMessage", |m| m["message"] == said).await;
    assert_eq!(shown["type"], 3, "an information");
    let (_, r) = explained_at(&client, &file, 2, 5).await;
    assert_eq!(r["text"], "p.cocci rule rule@1 (line 1): matched at 3:5\n    e = b\n");
    assert_eq!(r["rules"][0]["bindings"], json!([{"name": "e", "code": "b"}]));
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_client_that_shows_explanations_itself_gets_no_message() {
    let text = "fn f() {\n    b.unwrap();\n}\n";
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", text)]);
    let file = path(&ws, "src/one.rs");
    let client = Client::start(ws.path(), false, json!({"showsExplanations": true})).await;
    client.open(&file, "rust", 1, text).await;
    client.diagnostics(&file, 1).await;
    let (_, r) = explained_at(&client, &file, 1, 5).await;
    assert_eq!(r["rules"][0]["matched"], true);
    client.settled().await;
    assert!(client.notifications("window/showMessage").is_empty());
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_hover_on_a_rule_counts_its_matches_and_explains_it_where_the_cursor_was() {
    let text = "fn f() {\n    a.unwrap_or(1);\n    b.unwrap();\n}\n";
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", text), ("src/two.rs", "fn g() { c.unwrap(); }\n")]);
    let (file, patch) = (path(&ws, "src/one.rs"), path(&ws, "p.cocci"));
    let client = Client::start(ws.path(), false, json!({})).await;
    client.diagnostics(&path(&ws, "src/two.rs"), 1).await;
    client.open(&file, "rust", 1, text).await;
    client.diagnostics(&file, 1).await;
    client.open(&patch, "cocci", 1, UNWRAP).await;
    let hover_rule = || async {
        let at = json!({"textDocument": {"uri": uri(&patch)}, "position": {"line": 3, "character": 3}});
        let h = client.request("textDocument/hover", at).await;
        h["contents"]["value"].as_str().unwrap_or_else(|| panic!("no hover: {h}")).to_owned()
    };
    // No Rust place asked about yet: the matches only, in file order.
    let md = hover_rule().await;
    assert!(md.starts_with("**cocci** rule `rule@1`: 2 matches in the files matched so far\n"), "{md}");
    let one = md.find("- `src/one.rs:3:5` replace `b.unwrap()`").unwrap_or_else(|| panic!("{md}"));
    let two = md.find("- `src/two.rs:1:10` replace `c.unwrap()`").unwrap_or_else(|| panic!("{md}"));
    assert!(one < two, "{md}");
    assert!(!md.contains("**At"), "{md}");
    // Where the cursor was (the editor asked for code actions there), the rule is explained.
    explained_at(&client, &file, 1, 6).await;
    let md = hover_rule().await;
    assert!(
        md.contains("\n**At `src/one.rs:2:7`:** not matched at 2:7: `unwrap` in the pattern met `unwrap_or`"),
        "{md}"
    );
    explained_at(&client, &file, 2, 5).await;
    let md = hover_rule().await;
    assert!(md.contains("\n**At `src/one.rs:3:6`:** matched at 3:5\n    e = b"), "{md}");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_patch_is_inferred_from_the_unsaved_change_of_a_file() {
    let saved = "fn f(dst: &mut Vec<u8>) {\n    copy(source(), dst);\n}\n";
    let ws = workspace(&[("src/a.rs", saved)]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let file = path(&ws, "src/a.rs");
    // Not open, then open without a change: nothing to infer, and the error says why.
    let r = infer_at(&client, &file).await;
    assert!(r["error"]["message"].as_str().unwrap_or("").contains("not open"), "{r}");
    client.open(&file, "rust", 1, saved).await;
    let r = infer_at(&client, &file).await;
    assert!(r["error"]["message"].as_str().unwrap_or("").contains("no unsaved change"), "{r}");
    // The edit made in the editor, not saved: its patch, checked against the example.
    let edited = "fn f(dst: &mut Vec<u8>) {\n    copy(dst, source());\n}\n";
    client.change_all(&file, 2, edited).await;
    let r = infer_at(&client, &file).await;
    assert_eq!(r["patch"], "@@\nexpression e1, e2;\n@@\n- copy(e1, e2)\n+ copy(e2, e1)\n", "{r}");
    assert_eq!(r["changes"], 1);
    assert_eq!(r["refused"], json!([]));
    // A changed signature is a rule of its own, its header above the body it keeps.
    let typed = "fn f(dst: &mut Vec<u16>) {\n    copy(source(), dst);\n}\n";
    client.change_all(&file, 3, typed).await;
    let r = infer_at(&client, &file).await;
    assert_eq!(r["patch"], "@@\n@@\n- fn f(dst: &mut Vec<u8>)\n+ fn f(dst: &mut Vec<u16>)\n  { ... }\n", "{r}");
    // A change no rule gives (an item added) is named with its range in the saved file.
    let added = format!("const N: u8 = 1;\n{saved}");
    client.change_all(&file, 4, &added).await;
    let r = infer_at(&client, &file).await;
    assert_eq!(r["patch"], "", "{r}");
    assert_eq!(r["refused"][0]["range"]["start"], json!({"line": 0, "character": 0}), "{r}");
    // Outside the workspace: refused.
    let outside = json!({"command": "cocci.inferPatch", "arguments": ["file:///etc/hostname.rs"]});
    let r = client.request("workspace/executeCommand", outside).await;
    assert!(r["error"].is_object(), "{r}");
}

#[tokio::test]
async fn a_typed_patch_is_inferred_with_the_model_of_the_workspace() {
    let manifest = "[package]\nname = \"inferred\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
    let queue = "pub struct Queue;\nimpl Queue {\n    pub fn len(&self) -> usize {\n        0\n    }\n}\n";
    let saved =
        format!("{queue}pub fn idle(jobs: &Vec<u32>, q: &Queue) -> bool {{\n    jobs.len() == 0 && q.len() == 0\n}}\n");
    let ws = workspace(&[("Cargo.toml", manifest), ("src/lib.rs", &saved)]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let file = path(&ws, "src/lib.rs");
    client.open(&file, "rust", 1, &saved).await;
    client.change_all(&file, 2, &saved.replace("jobs.len() == 0", "jobs.is_empty()")).await;
    // Untyped, the general rule would change `q.len() == 0` too: the rule is as written.
    let r = infer_at(&client, &file).await;
    assert_eq!(r["patch"], "@@\n@@\n- jobs.len() == 0\n+ jobs.is_empty()\n", "{r}");
    // Typed, the receiver is a `&Vec<u32>` and the rule stays general.
    let args = json!({"command": "cocci.inferPatch", "arguments": [uri(&file), {"typed": true}]});
    let r = client.request("workspace/executeCommand", args).await;
    assert_eq!(r["patch"], "@@\nexpression &Vec<u32> e1;\n@@\n- e1.len() == 0\n+ e1.is_empty()\n", "{r}");
    client.shutdown_and_exit().await;
}

async fn infer_at(client: &Client, file: &std::path::Path) -> serde_json::Value {
    let args = json!({"command": "cocci.inferPatch", "arguments": [uri(file)]});
    client.request("workspace/executeCommand", args).await
}

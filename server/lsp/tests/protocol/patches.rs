//! The workspace's patches and files: patches edited live or broken, created, changed or
//! deleted on disk, selected by settings; files never opened, matched from disk.

use crate::{STAR, UNWRAP, messages, path};
use serde_json::json;
use test_support::{Client, uri, workspace};

#[tokio::test]
async fn an_unsaved_patch_edit_changes_the_matches_live() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let patch = path(&ws, "p.cocci");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); b.clone(); }\n").await;
    client.diagnostics(&rs, 1).await;
    client.open(&patch, "cocci", 1, UNWRAP).await;
    // The user turns the patch into one about `clone`, without saving.
    client.change_all(&patch, 2, "@@\nexpression e;\n@@\n- e.clone()\n+ e\n").await;
    let diags = client.diagnostics_where(&rs, |d, _| d.len() == 1 && messages(d)[0].contains("clone")).await;
    assert_eq!(messages(&diags), ["replace `b.clone()` with `b`"]);
    // On disk, nothing changed.
    assert_eq!(std::fs::read_to_string(&patch).unwrap(), UNWRAP);
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_broken_patch_gets_errors_and_the_others_keep_working() {
    let ws = workspace(&[("good.cocci", UNWRAP), ("bad.cocci", "@@\nexpresion e;\n@@\n- e.clone()\n")]);
    let rs = path(&ws, "a.rs");
    let bad = path(&ws, "bad.cocci");
    let client = Client::start(ws.path(), false, json!({})).await;
    let errors = client.diagnostics(&bad, 1).await;
    assert_eq!(errors[0]["severity"], 1);
    assert!(errors[0]["message"].as_str().unwrap().starts_with("unknown metavariable kind `expresion`"));
    assert_eq!(errors[0]["range"]["start"], json!({"line": 1, "character": 0}));
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); b.clone(); }\n").await;
    let diags = client.diagnostics(&rs, 1).await;
    assert!(messages(&diags)[0].contains("unwrap"));
    // Typing in the broken patch updates its errors as the user types.
    client.open(&bad, "cocci", 1, "@@\nexpresion e;\n@@\n- e.clone()\n").await;
    client.change_all(&bad, 2, "@@\nexpression e;\n@@\n- e.clone(\n").await;
    let errors = client.diagnostics_where(&bad, |d, v| v == Some(2) && d.len() == 1).await;
    assert_eq!(errors[0]["message"], "expected `)`");
    client.change_all(&bad, 3, "@@\nexpression e;\n@@\n- e.clone()\n+ e\n").await;
    client.diagnostics_where(&bad, |d, v| v == Some(3) && d.is_empty()).await;
    client.diagnostics(&rs, 2).await;
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_patch_created_on_disk_is_picked_up_through_watched_files() {
    let ws = workspace(&[("src/a.rs", "fn f() { a.unwrap(); }\n")]);
    let rs = path(&ws, "src/a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); }\n").await;
    let patch = path(&ws, "fix.cocci");
    std::fs::write(&patch, UNWRAP).unwrap();
    client.notify("workspace/didChangeWatchedFiles", json!({"changes": [{"uri": uri(&patch), "type": 1}]})).await;
    client.diagnostics(&rs, 1).await;
    // Deleted: its matches go away.
    std::fs::remove_file(&patch).unwrap();
    client.notify("workspace/didChangeWatchedFiles", json!({"changes": [{"uri": uri(&patch), "type": 3}]})).await;
    client.diagnostics(&rs, 0).await;
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn files_never_opened_get_diagnostics_from_a_scan_with_progress() {
    let ws = workspace(&[
        ("p.cocci", UNWRAP),
        ("src/one.rs", "fn f() { a.unwrap(); }\n"),
        ("src/two.rs", "fn g() { b.unwrap(); c.unwrap(); }\n"),
        ("src/none.rs", "fn h() {}\n"),
    ]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let one = client.diagnostics(&path(&ws, "src/one.rs"), 1).await;
    assert_eq!(messages(&one), ["replace `a.unwrap()` with `a.expect(\"checked\")`"]);
    client.diagnostics(&path(&ws, "src/two.rs"), 2).await;
    assert!(
        client.last_diagnostics(&path(&ws, "src/none.rs")).is_none(),
        "nothing published for a file without matches"
    );
    let progress = client.notifications("$/progress");
    let kinds: Vec<&str> = progress.iter().map(|p| p["params"]["value"]["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds.first(), Some(&"begin"));
    assert_eq!(kinds.last(), Some(&"end"));
    assert!(!client.server_requests("window/workDoneProgress/create").is_empty());
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_file_changed_on_disk_is_matched_again() {
    let ws = workspace(&[("p.cocci", UNWRAP), ("a.rs", "fn f() { a.unwrap(); }\n")]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.diagnostics(&rs, 1).await;
    std::fs::write(&rs, "fn f() { a.unwrap(); b.unwrap(); }\n").unwrap();
    client.notify("workspace/didChangeWatchedFiles", json!({"changes": [{"uri": uri(&rs), "type": 2}]})).await;
    client.diagnostics(&rs, 2).await;
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn the_patches_setting_restricts_which_patches_run() {
    let ws =
        workspace(&[("on/p.cocci", UNWRAP), ("off/q.cocci", STAR), ("a.rs", "fn f() { transmute(a.unwrap()) }\n")]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({"cocci": {"patches": ["on/*.cocci"]}})).await;
    client.open(&rs, "rust", 1, "fn f() { transmute(a.unwrap()) }\n").await;
    let diags = client.diagnostics(&rs, 1).await;
    assert!(messages(&diags)[0].contains("unwrap"));
    client
        .notify("workspace/didChangeConfiguration", json!({"settings": {"cocci": {"patches": ["**/*.cocci"]}}}))
        .await;
    client.diagnostics(&rs, 2).await;
    client.shutdown_and_exit().await;
}

/// A kernel-style patch whose script rule reports each position a rule bound: the editor shows
/// the report lines as diagnostics at their positions, as the CLI prints them. A failing
/// initialize script is an error on the patch, at the script.
#[tokio::test]
async fn script_rules_report_in_the_editor_and_a_failing_initialize_is_a_patch_error() {
    const REPORT: &str = "@r@\nexpression e;\nposition p;\n@@\n e.unwrap()@p\n\n@script:python@\np << r.p;\n@@\ncoccilib.report.print_report(p[0], \"an unwrap, in \" + p[0].current_element)\n";
    const BROKEN: &str = "@initialize:python@\n@@\nx = 1 // 0\n\n@@\nexpression e;\n@@\n* e.clone()\n";
    let ws = workspace(&[("report.cocci", REPORT), ("broken.cocci", BROKEN)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    let errors = client.diagnostics(&path(&ws, "broken.cocci"), 1).await;
    assert_eq!(errors[0]["severity"], 1);
    assert!(errors[0]["message"].as_str().unwrap().contains("the initialize script failed"), "{errors:?}");
    assert_eq!(errors[0]["range"]["start"]["line"], 2, "{errors:?}");
    client.open(&rs, "rust", 1, "fn first() {\n    a.unwrap();\n}\nfn second() { b.clone(); }\n").await;
    let diags = client.diagnostics_where(&rs, |d, _| !d.is_empty()).await;
    assert_eq!(messages(&diags), ["an unwrap, in first"]);
    assert_eq!(diags[0]["range"], json!({"start": {"line": 1, "character": 4}, "end": {"line": 1, "character": 14}}));
    client.shutdown_and_exit().await;
}

//! The language server through the protocol, in process: every point of what it must do.

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use test_support::{Client, apply_text_edits, edits_for, uri};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const STAR: &str = "@@\nexpression e;\n@@\n* transmute(e)\n";

fn workspace(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        let p = dir.path().join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

fn path(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    dir.path().join(name)
}

/// What `cocci apply` gives: the engine on the text.
fn cocci_apply(patch: &str, text: &str) -> String {
    let parsed = smpl::parse_patch(patch);
    engine::Engine::standard(&parsed.patch).apply(text, engine::Edition::Edition2021).text
}

fn messages(diags: &[Value]) -> Vec<String> {
    diags.iter().map(|d| d["message"].as_str().unwrap_or("").to_owned()).collect()
}

#[tokio::test]
async fn initialize_advertises_what_the_server_does() {
    let ws = workspace(&[]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let caps = &client.last_initialize.as_ref().unwrap()["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16");
    assert_eq!(caps["textDocumentSync"]["change"], 2, "incremental sync");
    assert_eq!(caps["textDocumentSync"]["openClose"], true);
    let kinds: Vec<&str> =
        caps["codeActionProvider"]["codeActionKinds"].as_array().unwrap().iter().map(|k| k.as_str().unwrap()).collect();
    assert_eq!(kinds, ["quickfix", "source.fixAll.cocci", "refactor.rewrite"]);
    assert_eq!(
        caps["executeCommandProvider"]["commands"],
        json!([
            "cocci.applyToWorkspace",
            "cocci.workspaceEdit",
            "cocci.applyToFile",
            "cocci.showMatches",
            "cocci.previewPatch"
        ])
    );
    assert_eq!(caps["hoverProvider"], true);
    assert!(caps["codeLensProvider"].is_object());
    assert_eq!(caps["experimental"], json!({"cocciPreview": true}), "live previews (cocci/previewSubscribe)");
    assert_eq!(client.shutdown_and_exit().await, 0);
}

#[tokio::test]
async fn utf8_is_negotiated_when_offered() {
    let ws = workspace(&[]);
    let client = Client::start(ws.path(), true, json!({})).await;
    assert_eq!(client.last_initialize.as_ref().unwrap()["capabilities"]["positionEncoding"], "utf-8");
    assert_eq!(client.shutdown_and_exit().await, 0);
}

#[tokio::test]
async fn exit_without_shutdown_is_status_1() {
    let ws = workspace(&[]);
    let client = Client::start(ws.path(), false, json!({})).await;
    assert_eq!(client.exit_without_shutdown().await, 1);
}

#[tokio::test]
async fn watches_cocci_files_through_dynamic_registration() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let client = Client::start(ws.path(), false, json!({})).await;
    // A request round trip, so `initialized` has been handled.
    client
        .request(
            "textDocument/hover",
            json!({"textDocument": {"uri": "file:///nowhere.rs"}, "position": {"line": 0, "character": 0}}),
        )
        .await;
    let regs = client.server_requests("client/registerCapability");
    let reg = &regs[0]["params"]["registrations"][0];
    assert_eq!(reg["method"], "workspace/didChangeWatchedFiles");
    let globs: Vec<&str> = reg["registerOptions"]["watchers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["globPattern"].as_str().unwrap())
        .collect();
    assert!(globs.contains(&"**/*.cocci"), "{globs:?}");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn diagnostics_follow_an_edit_of_the_rust_file() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "src/a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() {\n    a.unwrap();\n}\n").await;
    let diags = client.diagnostics(&rs, 1).await;
    assert_eq!(messages(&diags), ["replace `a.unwrap()` with `a.expect(\"checked\")`"]);
    let d = &diags[0];
    assert_eq!(d["range"], json!({"start": {"line": 1, "character": 4}, "end": {"line": 1, "character": 14}}));
    assert_eq!(d["source"], "cocci");
    assert_eq!(d["severity"], 4, "hint for a -/+ rule");
    assert_eq!(d["code"], "p.cocci:rule@1");
    assert_eq!(d["relatedInformation"][0]["location"]["uri"], uri(&path(&ws, "p.cocci")));
    assert_eq!(d["relatedInformation"][0]["location"]["range"]["start"]["line"], 0);
    // Add a second call on a new line: two diagnostics, published with version 2.
    client.change(&rs, 2, [1, 15, 1, 15], "\n    b.unwrap();").await;
    let diags = client.diagnostics_where(&rs, |d, v| d.len() == 2 && v == Some(2)).await;
    assert_eq!(diags[1]["range"]["start"]["line"], 2);
    // Remove the first: one left, at the line the second moved to.
    client.change(&rs, 3, [1, 0, 2, 0], "").await;
    let diags = client.diagnostics_where(&rs, |d, v| d.len() == 1 && v == Some(3)).await;
    assert_eq!(messages(&diags), ["replace `b.unwrap()` with `b.expect(\"checked\")`"]);
    assert_eq!(diags[0]["range"]["start"]["line"], 1);
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn star_rules_are_warnings() {
    let ws = workspace(&[("t.cocci", STAR)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f(b: u32) -> f32 { unsafe { transmute(b) } }\n").await;
    let diags = client.diagnostics(&rs, 1).await;
    assert_eq!(diags[0]["severity"], 2);
    assert_eq!(messages(&diags), ["found `transmute(b)`"]);
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_rewrite_that_would_not_parse_is_a_problem_not_a_change_as_in_cocci_check() {
    // Each fix alone breaks the file (fuzz finding 6cf129e5): `cocci check` refuses the rule's
    // rewrite and reports a problem; the server must say the same, not offer the changes.
    let bad = "@@\nexpression E1, E2;\n@@\n- foo(E1, E2)\n+ bar(E2, E1)let y = 1;\n";
    let ws = workspace(&[("p.cocci", bad)]);
    let rs = path(&ws, "src/a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    let text = "fn f(x: u8, y: u8) {\n    foo(x, y);\n}\n";
    client.open(&rs, "rust", 1, text).await;
    let diags = client.diagnostics(&rs, 1).await;
    assert_eq!(cocci_apply(bad, text), text, "the CLI changes nothing");
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert!(diags[0]["data"].is_null(), "no fix stands for a problem");
    assert_eq!(diags[0]["severity"], 2);
    let message = diags[0]["message"].as_str().unwrap();
    assert!(message.starts_with("p.cocci: rule@1: the rewrite would not parse"), "{message}");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn severity_is_configurable_per_patch() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({"severity": {"p.cocci": "error"}})).await;
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); }\n").await;
    let diags = client.diagnostics(&rs, 1).await;
    assert_eq!(diags[0]["severity"], 1);
    client.shutdown_and_exit().await;
}

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

async fn code_actions(client: &Client, rs: &Path, range: [u32; 4], only: Option<&str>) -> Vec<Value> {
    let [l1, c1, l2, c2] = range;
    let mut context = json!({"diagnostics": []});
    if let Some(only) = only {
        context["only"] = json!([only]);
    }
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
    r.as_array().cloned().unwrap_or_default()
}

#[tokio::test]
async fn quick_fix_and_fix_all_give_what_cocci_apply_gives() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let text = "fn f() {\n    let x = a.unwrap();\n    b.unwrap().c().unwrap();\n}\n";
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 7, text).await;
    client.diagnostics(&rs, 3).await;

    let actions = code_actions(&client, &rs, [1, 12, 1, 12], None).await;
    let quick: Vec<&Value> = actions.iter().filter(|a| a["kind"] == "quickfix").collect();
    assert_eq!(quick.len(), 1, "{actions:#?}");
    assert_eq!(quick[0]["isPreferred"], true);
    assert_eq!(quick[0]["edit"]["documentChanges"][0]["textDocument"]["version"], 7);
    let fixed = apply_text_edits(text, &edits_for(&quick[0]["edit"], &rs));
    assert_eq!(fixed, "fn f() {\n    let x = a.expect(\"checked\");\n    b.unwrap().c().unwrap();\n}\n");

    let all: Vec<&Value> = actions.iter().filter(|a| a["kind"] == "source.fixAll.cocci").collect();
    assert_eq!(all.len(), 1);
    assert_eq!(apply_text_edits(text, &edits_for(&all[0]["edit"], &rs)), cocci_apply(UNWRAP, text));
    let file: Vec<&Value> = actions.iter().filter(|a| a["kind"] == "refactor.rewrite").collect();
    assert_eq!(file[0]["title"], "cocci: apply p.cocci to the whole file");
    assert_eq!(apply_text_edits(text, &edits_for(&file[0]["edit"], &rs)), cocci_apply(UNWRAP, text));

    // Asking only for fix-all (what "fix all on save" does) gives only that.
    let only = code_actions(&client, &rs, [0, 0, 0, 0], Some("source.fixAll")).await;
    assert_eq!(only.len(), 1);
    assert_eq!(only[0]["kind"], "source.fixAll.cocci");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_range_over_many_matches_offers_a_bounded_number_of_quick_fixes() {
    // Each quick fix is checked by parsing the file after it: a selection of a whole file with
    // 20,000 matches never answered. The first 50 are offered, with the diagnostics the client
    // sent, and fix-all still does every match.
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let body: String = (0..300).map(|i| format!("    x{i}.unwrap();\n")).collect();
    let text = format!("fn f() {{\n{body}}}\n");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, &text).await;
    let diags = client.diagnostics(&rs, 300).await;
    let r = client
        .request(
            "textDocument/codeAction",
            json!({
                "textDocument": {"uri": uri(&rs)},
                "range": {"start": {"line": 0, "character": 0}, "end": {"line": 302, "character": 0}},
                "context": {"diagnostics": diags}
            }),
        )
        .await;
    let actions = r.as_array().cloned().unwrap_or_default();
    let quick: Vec<&Value> = actions.iter().filter(|a| a["kind"] == "quickfix").collect();
    assert_eq!(quick.len(), 50);
    assert!(quick.iter().all(|a| a["diagnostics"].as_array().is_some_and(|d| d.len() == 1)), "{:#?}", quick[0]);
    assert_eq!(quick[7]["diagnostics"][0]["range"]["start"]["line"], 8);
    let all: Vec<&Value> = actions.iter().filter(|a| a["kind"] == "source.fixAll.cocci").collect();
    assert_eq!(apply_text_edits(&text, &edits_for(&all[0]["edit"], &rs)), cocci_apply(UNWRAP, &text));
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn code_actions_use_the_current_text() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); }\n").await;
    client.diagnostics(&rs, 1).await;
    // Edit and ask at once, before any new diagnostics: the action is for version 2.
    client.change_all(&rs, 2, "fn f() {\n    zz.unwrap();\n}\n").await;
    let actions = code_actions(&client, &rs, [1, 6, 1, 6], Some("quickfix")).await;
    assert_eq!(actions.len(), 1, "{actions:#?}");
    assert_eq!(actions[0]["edit"]["documentChanges"][0]["textDocument"]["version"], 2);
    let fixed = apply_text_edits("fn f() {\n    zz.unwrap();\n}\n", &edits_for(&actions[0]["edit"], &rs));
    assert_eq!(fixed, "fn f() {\n    zz.expect(\"checked\");\n}\n");
    client.shutdown_and_exit().await;
}

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
async fn positions_after_multibyte_characters_are_utf16() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    // '🦀' is two UTF-16 units and four bytes, 'é' one unit and two bytes.
    let text = "fn f() { let s = \"🦀é\"; s.unwrap(); }\n";
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, text).await;
    let diags = client.diagnostics(&rs, 1).await;
    let start = text.find("s.unwrap").unwrap();
    let utf16 = text[..start].encode_utf16().count() as u64;
    assert_eq!(diags[0]["range"]["start"]["character"].as_u64(), Some(utf16));
    assert_eq!(diags[0]["range"]["end"]["character"].as_u64(), Some(utf16 + 10));
    // An edit after the crab, in UTF-16 positions, lands where it should.
    let at = text.find("s.unwrap").unwrap() + 2;
    let col = text[..at].encode_utf16().count() as u32;
    client.change(&rs, 2, [0, col, 0, col + 6], "expect(\"x\")").await;
    client.diagnostics_where(&rs, |d, v| d.is_empty() && v == Some(2)).await;
    let actions = code_actions(&client, &rs, [0, 0, 0, 1], None).await;
    assert!(actions.is_empty(), "nothing left to fix: {actions:#?}");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn utf8_positions_count_bytes() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let text = "fn f() { let s = \"漢\"; s.unwrap(); }\n";
    let client = Client::start(ws.path(), true, json!({})).await;
    client.open(&rs, "rust", 1, text).await;
    let diags = client.diagnostics(&rs, 1).await;
    assert_eq!(diags[0]["range"]["start"]["character"].as_u64(), Some(text.find("s.unwrap").unwrap() as u64));
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

#[tokio::test]
async fn every_request_answers_even_nonsense() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    let unknown = json!({"textDocument": {"uri": "file:///not/open.rs"}, "position": {"line": 0, "character": 0}});
    assert!(client.request("textDocument/hover", unknown.clone()).await.is_null());
    let r = client
        .request("textDocument/codeAction", json!({"textDocument": {"uri": "file:///not/open.rs"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "context": {"diagnostics": []}}))
        .await;
    assert_eq!(r, json!([]));
    assert_eq!(
        client.request("textDocument/codeLens", json!({"textDocument": {"uri": "file:///x.cocci"}})).await,
        json!([])
    );
    // Garbage parameters: an error answer, not a crash.
    let bad = client.request("textDocument/hover", json!({"nonsense": true})).await;
    assert!(bad.get("error").is_some(), "{bad}");
    let bad = client
        .request("workspace/executeCommand", json!({"command": "cocci.applyToWorkspace", "arguments": [42]}))
        .await;
    assert_eq!(bad["error"]["message"], "expected a patch URI as first argument", "{bad}");
    let none = uri(&path(&ws, "none.cocci"));
    let bad = client
        .request("workspace/executeCommand", json!({"command": "cocci.workspaceEdit", "arguments": [none]}))
        .await;
    assert_eq!(bad["error"]["message"], format!("no patch at {none}"), "{bad}");
    // Settings of other tools (or none) leave cocci's alone.
    client.notify("workspace/didChangeConfiguration", json!({"settings": {}})).await;
    let r = client.request("cocci/unknownMethod", json!({})).await;
    assert!(r.get("error").is_some());
    // Out-of-range positions clamp.
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); }\n").await;
    client.diagnostics(&rs, 1).await;
    let far = json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 999, "character": 999}});
    assert!(client.request("textDocument/hover", far).await.is_null());
    client.change(&rs, 2, [99, 0, 120, 5], "\nfn g() { b.unwrap(); }\n").await;
    client.diagnostics_where(&rs, |d, v| d.len() == 2 && v == Some(2)).await;
    // Still serving.
    assert_eq!(client.shutdown_and_exit().await, 0);
}

#[tokio::test]
async fn a_rust_file_that_does_not_parse_still_gets_matches_where_it_parses() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn ok() { a.unwrap(); }\nfn broken( { \nfn ok2() { b.unwrap(); }\n").await;
    let diags = client.diagnostics_where(&rs, |d, _| !d.is_empty()).await;
    assert!(messages(&diags).iter().any(|m| m.contains("a.unwrap()")), "{diags:?}");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn rapid_changes_are_applied_in_order_and_the_last_version_wins() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() {\n}\n").await;
    // Type `x.unwrap();` one character at a time, then one more line.
    let typed = "x.unwrap();";
    for (i, ch) in typed.chars().enumerate() {
        client.change(&rs, 2 + i as i32, [0, 8 + i as u32, 0, 8 + i as u32], &ch.to_string()).await;
    }
    let last = 2 + typed.len() as i32;
    client.change(&rs, last, [0, 19, 0, 19], " y.unwrap();").await;
    let diags = client.diagnostics_where(&rs, |d, v| v == Some(last as i64) && d.len() == 2).await;
    assert_eq!(messages(&diags)[1], "replace `y.unwrap()` with `y.expect(\"checked\")`");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_panic_while_matching_is_contained() {
    // In debug builds this patch name makes matching panic (see lsp::matching).
    let ws = workspace(&[("panic-for-tests.cocci", UNWRAP), ("p.cocci", STAR)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f(b: u32) -> f32 { unsafe { transmute(b.unwrap()) } }\n").await;
    let diags = client.diagnostics(&rs, 1).await;
    assert_eq!(messages(&diags), ["found `transmute(b.unwrap())`"]);
    let h = client
        .request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 0, "character": 45}}),
        )
        .await;
    assert!(h["contents"]["value"].as_str().unwrap().contains("transmute"));
    assert_eq!(client.shutdown_and_exit().await, 0);
}

#[tokio::test]
async fn a_fix_that_would_not_parse_is_not_offered() {
    // The + code parses alone, but not where this match puts it (a statement inside a call).
    let breaking = "@@\nexpression e;\n@@\n- e.unwrap()\n+ let v = e;\n";
    let ws = workspace(&[("p.cocci", breaking)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() { g(a.unwrap()); }\n").await;
    // The match shows, but no action would break the file.
    client.diagnostics(&rs, 1).await;
    let actions = code_actions(&client, &rs, [0, 12, 0, 12], None).await;
    assert!(actions.is_empty(), "{actions:#?}");
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
async fn a_change_inside_a_multibyte_character_is_clamped_not_fatal() {
    // Issue 12, item 1: a position in the middle of '🦀' made the server panic (exit 101).
    let ws = workspace(&[("t.cocci", "@@\nexpression e;\n@@\n* g(e)\n")]);
    let rs = path(&ws, "a.rs");
    let text = "fn f() { g(\"🦀\"); }\n";
    for (utf8, inside) in [(false, 13), (true, 14)] {
        let client = Client::start(ws.path(), utf8, json!({})).await;
        client.open(&rs, "rust", 1, text).await;
        client.diagnostics(&rs, 1).await;
        // `fn f() { g("` is 12 units (and bytes): column 13 (UTF-16) or 14 (UTF-8) is inside
        // the crab. The insertion lands at the crab's start.
        client.change(&rs, 2, [0, inside, 0, inside], "é").await;
        let diags = client.diagnostics_where(&rs, |_, v| v == Some(2)).await;
        assert_eq!(messages(&diags), ["found `g(\"é🦀\")`"], "utf8: {utf8}");
        // A range ending inside the crab deletes nothing of it.
        client.change(&rs, 3, [0, 12, 0, inside + 1], "").await;
        let diags = client.diagnostics_where(&rs, |_, v| v == Some(3)).await;
        assert_eq!(messages(&diags), ["found `g(\"🦀\")`"], "utf8: {utf8}");
        assert_eq!(client.shutdown_and_exit().await, 0, "still serving");
    }
}

#[tokio::test]
async fn a_burst_of_changes_runs_one_match_at_a_time_and_ends_on_the_last_text() {
    // Issue 12, item 2: every change used to start its own task and blocking thread, all
    // matching at once on superseded versions.
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let (a, b) = (path(&ws, "a.rs"), path(&ws, "b.rs"));
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&a, "rust", 1, "fn f() {\n}\n").await;
    client.open(&b, "rust", 1, "fn g() {\n}\n").await;
    client.diagnostics_where(&a, |_, v| v == Some(1)).await;
    client.diagnostics_where(&b, |_, v| v == Some(1)).await;
    let (runs_before, _) = client.match_runs();
    // 300 keystrokes in each file, as fast as the client can send them.
    let typed = "x.unwrap(); ".repeat(25);
    let mut versions = 1;
    for (i, ch) in typed.chars().enumerate() {
        versions = 2 + i as i32;
        for p in [&a, &b] {
            client.change(p, versions, [0, 8 + i as u32, 0, 8 + i as u32], &ch.to_string()).await;
        }
    }
    client.settled().await;
    for p in [&a, &b] {
        let (diags, version) = client.last_diagnostics(p).unwrap();
        assert_eq!(version, Some(versions as i64), "the last diagnostics are of the last version");
        assert_eq!(diags.len(), 25);
    }
    let (runs, max_in_flight) = client.match_runs();
    assert_eq!(max_in_flight, 1, "never two matches of one document at once");
    // A handful in practice (one per pause of the typing); one per change if they queued.
    assert!(runs - runs_before < 150, "superseded versions are skipped, not queued: {} runs", runs - runs_before);
    client.shutdown_and_exit().await;
}

/// `fn f() { {{{ ... }}} }` with `depth` nested blocks, then a call to `unwrap`.
fn nested_blocks(depth: usize) -> String {
    format!("fn deep() {{ {} a.unwrap(); {} }}\n", "{".repeat(depth), "}".repeat(depth))
}

#[tokio::test]
async fn deeply_nested_files_do_not_kill_the_server() {
    // Issue 12, item 5: a file with about 2,000 nested blocks overflowed a stack and aborted
    // the process, at every start when the file was in the workspace. Parsing and matching now
    // run on pool threads with large stacks (the engine is to bound its depth as well).
    let parens = format!("fn parens() -> u32 {{ {}b.unwrap(){} }}\n", "(".repeat(2300), ")".repeat(2300));
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/blocks.rs", &nested_blocks(2000)), ("src/parens.rs", &parens)]);
    let client = Client::start(ws.path(), false, json!({})).await;
    // The scan at start went through both.
    client.scan_done().await;
    client.diagnostics(&path(&ws, "src/blocks.rs"), 1).await;
    client.diagnostics(&path(&ws, "src/parens.rs"), 1).await;
    let rs = path(&ws, "src/open.rs");
    client.open(&rs, "rust", 1, &nested_blocks(2000)).await;
    client.diagnostics_where(&rs, |d, v| v == Some(1) && d.len() == 1).await;
    client.change(&rs, 2, [0, 0, 0, 0], "fn ok() { c.unwrap(); }\n").await;
    client.diagnostics_where(&rs, |d, v| v == Some(2) && d.len() == 2).await;
    let hover = json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 0, "character": 12}});
    assert!(client.request("textDocument/hover", hover).await["contents"]["value"].is_string());
    client.notify("textDocument/didClose", json!({"textDocument": {"uri": uri(&rs)}})).await;
    client.settled().await;
    assert_eq!(client.shutdown_and_exit().await, 0, "still serving");
}

#[tokio::test]
async fn whole_file_edits_are_resolved_lazily_when_the_client_can() {
    // Every code-action request ran the engine on the whole file once per patch (and once more
    // for fix-all) to offer edits the user rarely picks: hundreds of milliseconds per cursor
    // move on a large file. A client that resolves edits gets them when it picks one.
    let ws = workspace(&[("p.cocci", UNWRAP), ("t.cocci", STAR)]);
    let rs = path(&ws, "a.rs");
    let text = "fn f() {\n    let x = a.unwrap();\n    transmute(b.unwrap());\n}\n";
    let client = Client::start_with(ws.path(), false, json!({}), true).await;
    client.open(&rs, "rust", 3, text).await;
    client.diagnostics(&rs, 3).await;
    let actions = code_actions(&client, &rs, [1, 12, 1, 12], None).await;
    let kinds: Vec<&str> = actions.iter().map(|a| a["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["quickfix", "source.fixAll.cocci", "refactor.rewrite"], "no rewrite for a `*` patch");
    assert!(actions[0]["edit"].is_object(), "a quick fix comes with its edit");
    for action in &actions[1..] {
        assert!(action.get("edit").is_none(), "{action}");
        let resolved = client.request("codeAction/resolve", action.clone()).await;
        assert_eq!(resolved["edit"]["documentChanges"][0]["textDocument"]["version"], 3);
        assert_eq!(apply_text_edits(text, &edits_for(&resolved["edit"], &rs)), cocci_apply(UNWRAP, text));
    }
    // An action that is not ours comes back as it was.
    let foreign = json!({"title": "other", "data": {"x": 1}});
    assert_eq!(client.request("codeAction/resolve", foreign.clone()).await, foreign);
    client.shutdown_and_exit().await;
}

fn frame(body: &[u8]) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend(body);
    out
}

#[tokio::test]
async fn malformed_messages_are_answered_and_the_server_keeps_serving() {
    // Issue 12, item 4: each of these made the transport exit (status 1).
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "a.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, "fn f() { a.unwrap(); }\n").await;
    client.diagnostics(&rs, 1).await;
    let hover = |id: i64| {
        json!({"jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
               "params": {"textDocument": {"uri": uri(&rs)}, "position": {"line": 0, "character": 12}}})
        .to_string()
    };
    let valid = hover(1000);
    // Each broken message, then a hover that must be answered: the server still serves.
    let broken: Vec<(&str, Vec<u8>)> = vec![
        ("a body that is not JSON", frame(b"this is not json")),
        ("invalid UTF-8", frame(b"{\"jsonrpc\":\"2.0\",\"method\":\"x\xff\xfe\"}")),
        (
            "a lone surrogate escape",
            frame(br#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.rs","version":9},"contentChanges":[{"text":"\ud800"}]}}"#),
        ),
        ("a Content-Length too short", [format!("Content-Length: 20\r\n\r\n{valid}").as_bytes()].concat()),
        ("a Content-Length too long", [format!("Content-Length: 5000\r\n\r\n{valid}").as_bytes()].concat()),
        ("a Content-Length that is not a number", [b"Content-Length: twelve\r\n\r\n".as_slice(), valid.as_bytes()].concat()),
        ("no header at all", valid.as_bytes().to_vec()),
        ("JSON that is no message", frame(b"[1, 2, 3]")),
    ];
    let mut errors = 0;
    for (what, bytes) in &broken {
        client.send_bytes(bytes).await;
        let answer = client
            .request_raw(
                "textDocument/hover",
                json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 0, "character": 12}}),
            )
            .await;
        assert!(
            answer["result"]["contents"]["value"].as_str().unwrap_or("").contains("unwrap"),
            "after {what}: {answer}"
        );
        let stray = client.stray_responses();
        assert!(stray.len() > errors, "{what} is answered with an error: {stray:?}");
        let last = &stray[stray.len() - 1];
        let code = last["error"]["code"].as_i64().unwrap();
        assert!(code == -32700 || code == -32600, "{what}: {last}");
        assert!(last["id"].is_null() || last["id"] == 1000, "{what}: {last}");
        errors = stray.len();
    }
    assert_eq!(client.stray_responses()[0]["error"]["code"], -32700, "not JSON: Parse error");
    // Header names in any case.
    client.send_bytes(format!("content-length: {}\r\n\r\n{}", hover(2000).len(), hover(2000)).as_bytes()).await;
    client.send_bytes(format!("CONTENT-LENGTH:{}\r\n\r\n{}", hover(2001).len(), hover(2001)).as_bytes()).await;
    let answered = client
        .request_raw(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 0, "character": 0}}),
        )
        .await;
    assert!(answered["result"].is_null());
    let ids: Vec<i64> = client.stray_responses().iter().filter_map(|r| r["id"].as_i64()).collect();
    assert!(ids.contains(&2000) && ids.contains(&2001), "answered whatever the header's case: {ids:?}");
    // A request starting with `$/` gets MethodNotFound; such a notification is fine.
    let r = client.request_raw("$/cocci/unknown", json!({})).await;
    assert_eq!(r["error"]["code"], -32601, "{r}");
    client.notify("$/setTrace", json!({"value": "off"})).await;
    // The document's text is intact (the broken didChange was dropped whole).
    client.change(&rs, 2, [0, 21, 0, 21], " b.unwrap();").await;
    client.diagnostics_where(&rs, |d, v| v == Some(2) && d.len() == 2).await;
    assert_eq!(client.shutdown_and_exit().await, 0);
}

#[tokio::test]
async fn a_panic_in_a_handler_is_an_internal_error_not_an_exit() {
    let ws = workspace(&[]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let r = client.request_raw("workspace/executeCommand", json!({"command": "cocci.panicForTests"})).await;
    assert_eq!(r["error"]["code"], -32603, "{r}");
    assert!(
        client.request("textDocument/codeLens", json!({"textDocument": {"uri": "file:///x.cocci"}})).await.is_array()
    );
    assert_eq!(client.shutdown_and_exit().await, 0);
}

#[tokio::test]
async fn the_server_exits_when_its_input_closes_even_while_waiting_for_the_client() {
    // Issue 12, item 4: with its own workspace/applyEdit unanswered, the server hung forever
    // after the editor went away.
    let ws = workspace(&[("p.cocci", UNWRAP), ("a.rs", "fn f() { a.unwrap(); }\n")]);
    let mut client = Client::start(ws.path(), false, json!({})).await;
    client.diagnostics(&path(&ws, "a.rs"), 1).await;
    client.hold("workspace/applyEdit");
    let args = json!([uri(&path(&ws, "p.cocci")), uri(&path(&ws, "a.rs"))]);
    let _pending = client
        .send_request("workspace/executeCommand", json!({"command": "cocci.applyToFile", "arguments": args}))
        .await;
    client.server_request("workspace/applyEdit").await;
    client.close_input().await;
    assert_eq!(client.wait_exit().await, 1, "ends without shutdown: status 1");
}

/// A workspace `ws` next to a folder `outside` holding a Rust file and a patch, with links
/// from inside the workspace to them.
fn workspace_and_outside() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let (ws, outside) = (dir.path().join("ws"), dir.path().join("outside"));
    for (p, text) in [
        (ws.join("p.cocci"), UNWRAP),
        (ws.join("src/a.rs"), "fn f() { a.unwrap(); b.clone(); }\n"),
        (ws.join("notes.txt"), "fn f() { a.unwrap(); }\n"),
        (outside.join("secret.rs"), "fn secret() { s.unwrap(); }\n"),
        (outside.join("clone.cocci"), "@@\nexpression e;\n@@\n- e.clone()\n+ e\n"),
    ] {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    std::os::unix::fs::symlink(outside.join("secret.rs"), ws.join("src/link.rs")).unwrap();
    std::os::unix::fs::symlink(&outside, ws.join("out")).unwrap();
    (dir, ws, outside)
}

#[tokio::test]
async fn commands_touch_only_rust_files_and_patches_inside_the_workspace() {
    // Issue 12, item 6: cocci.applyToFile read any path it was given and sent
    // workspace/applyEdit for files outside every workspace folder, non-Rust files included.
    let (_dir, ws, outside) = workspace_and_outside();
    let client = Client::start(&ws, false, json!({})).await;
    client.diagnostics(&ws.join("src/a.rs"), 1).await;
    let patch = uri(&ws.join("p.cocci"));
    let apply_to = |patch: String, file: String| json!({"command": "cocci.applyToFile", "arguments": [patch, file]});
    for file in [
        uri(&outside.join("secret.rs")),
        format!("file://{}/../outside/secret.rs", ws.display()),
        uri(&ws.join("notes.txt")),
        uri(&ws.join("src/link.rs")),
        uri(&ws.join("out/secret.rs")),
        "file:///etc/passwd".into(),
        "untitled:Untitled-1".into(),
    ] {
        let r = client.request("workspace/executeCommand", apply_to(patch.clone(), file.clone())).await;
        let msg = r["error"]["message"].as_str().unwrap_or_default();
        assert!(msg.contains("refused: cocci works only on .rs files inside the workspace folders"), "{file}: {r}");
    }
    let r = client
        .request("workspace/executeCommand", apply_to(uri(&outside.join("clone.cocci")), uri(&ws.join("src/a.rs"))))
        .await;
    assert!(r["error"]["message"].as_str().unwrap_or_default().contains("refused"), "a patch outside: {r}");
    assert!(client.applied_edits().is_empty(), "no edit was sent");
    // Inside, it works; a whole-workspace edit names only files inside.
    let r = client.request("workspace/executeCommand", apply_to(patch.clone(), uri(&ws.join("src/a.rs")))).await;
    assert_eq!(r["applied"], true, "{r}");
    let edit = client
        .request("workspace/executeCommand", json!({"command": "cocci.workspaceEdit", "arguments": [patch]}))
        .await;
    let files: Vec<&str> = edit["documentChanges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["textDocument"]["uri"].as_str().unwrap())
        .collect();
    assert_eq!(files, [uri(&ws.join("src/a.rs"))], "not the link, not the linked folder");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn files_outside_the_workspace_are_never_loaded_matched_or_diagnosed() {
    let (_dir, ws, outside) = workspace_and_outside();
    let client = Client::start(&ws, false, json!({})).await;
    let a = ws.join("src/a.rs");
    client.diagnostics(&a, 1).await;
    // Announced through watched files: the patch outside would rewrite `b.clone()` in a.rs.
    let changes = json!({"changes": [
        {"uri": uri(&outside.join("clone.cocci")), "type": 1},
        {"uri": uri(&outside.join("secret.rs")), "type": 2},
        {"uri": uri(&ws.join("out/secret.rs")), "type": 2},
        {"uri": uri(&ws.join("notes.txt")), "type": 2},
    ]});
    client.notify("workspace/didChangeWatchedFiles", changes).await;
    // Opened in the editor: served no more than the rest.
    client.open(&outside.join("secret.rs"), "rust", 1, "fn secret() { s.unwrap(); }\n").await;
    client.open(&outside.join("clone.cocci"), "cocci", 1, "@@\nexpression e;\n@@\n- e.clone()\n+ e\n").await;
    client.open(&ws.join("notes.txt"), "rust", 1, "fn f() { a.unwrap(); }\n").await;
    client.settled().await;
    assert_eq!(
        messages(&client.last_diagnostics(&a).unwrap().0),
        ["replace `a.unwrap()` with `a.expect(\"checked\")`"]
    );
    for never in [
        outside.join("secret.rs"),
        outside.join("clone.cocci"),
        ws.join("src/link.rs"),
        ws.join("out/secret.rs"),
        ws.join("notes.txt"),
    ] {
        assert!(client.last_diagnostics(&never).is_none(), "{} got diagnostics", never.display());
    }
    let hover =
        json!({"textDocument": {"uri": uri(&outside.join("secret.rs"))}, "position": {"line": 0, "character": 16}});
    assert!(client.request("textDocument/hover", hover).await.is_null());
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn patch_globs_reaching_outside_the_workspace_are_refused_with_a_message() {
    let (_dir, ws, _outside) = workspace_and_outside();
    let a = ws.join("src/a.rs");
    let options = json!({"cocci": {"patches": ["../outside/*.cocci", "*.cocci"]}});
    let client = Client::start(&ws, false, options).await;
    client.diagnostics(&a, 1).await;
    let shown = |client: &Client| {
        client
            .notifications("window/showMessage")
            .iter()
            .map(|m| m["params"]["message"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        shown(&client),
        ["cocci: the cocci.patches glob `../outside/*.cocci` is refused: patches must be inside the workspace folders"]
    );
    client
        .notify("workspace/didChangeConfiguration", json!({"settings": {"cocci": {"patches": ["/etc/*.cocci"]}}}))
        .await;
    client.diagnostics(&a, 0).await;
    let messages = shown(&client);
    assert!(messages[1].contains("`/etc/*.cocci` is refused"), "{messages:?}");
    assert_eq!(messages[2], "cocci: no glob of cocci.patches is left: no patch runs");
    client.shutdown_and_exit().await;
}

/// A typed patch through the protocol: the server loads the semantic model for it, matches
/// only values of the type, follows an edit that changes a type, and hovers with the type.
#[tokio::test]
async fn a_typed_patch_matches_by_type_and_follows_edits() {
    const IS_EMPTY: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
    let lib = "pub struct Queue;\nimpl Queue {\n    pub fn len(&self) -> usize { 0 }\n}\n\npub fn f(a: Vec<u8>, q: Queue) -> (bool, bool) {\n    (a.len() == 0, q.len() == 0)\n}\n";
    let ws = workspace(&[
        ("p.cocci", IS_EMPTY),
        ("Cargo.toml", "[package]\nname = \"typed\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n"),
        ("src/lib.rs", lib),
    ]);
    let rs = path(&ws, "src/lib.rs");
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&rs, "rust", 1, lib).await;
    // The model loads in the background: the Vec is matched, the Queue with its own `len` is not.
    let diags = client.diagnostics_where(&rs, |d, v| d.len() == 1 && v == Some(1)).await;
    assert_eq!(messages(&diags), ["replace `a.len() == 0` with `a.is_empty()`"]);
    assert_eq!(diags[0]["range"]["start"]["line"], 6);
    // The second parameter becomes a Vec too: its comparison now matches.
    client.change(&rs, 2, [5, 24, 5, 29], "Vec<u8>").await;
    let diags = client.diagnostics_where(&rs, |d, v| d.len() == 2 && v == Some(2)).await;
    assert_eq!(
        messages(&diags),
        ["replace `a.len() == 0` with `a.is_empty()`", "replace `q.len() == 0` with `q.is_empty()`"]
    );
    // Hover on a match names the metavariable's type.
    let h = client
        .request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&rs)}, "position": {"line": 6, "character": 6}}),
        )
        .await;
    let md = h["contents"]["value"].as_str().unwrap();
    assert!(md.contains("| `v` | `a` | `Vec<u8>` |"), "{md}");
    client.shutdown_and_exit().await;
}

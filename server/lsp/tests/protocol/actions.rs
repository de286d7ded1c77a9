//! Code actions: quick fixes, fix-all and whole-patch rewrites give what `cocci apply` gives,
//! from the current text, never breaking the file; their edits resolved lazily when the
//! client can.

use crate::{STAR, UNWRAP, cocci_apply, code_actions, code_actions_in, path};
use serde_json::{Value, json};
use test_support::{Client, apply_text_edits, edits_for, workspace};

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
    let actions = code_actions_in(&client, &rs, [0, 0, 302, 0], json!({"diagnostics": diags})).await;
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

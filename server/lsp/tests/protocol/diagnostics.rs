//! Diagnostics of open Rust files: what they say, where (UTF-16 or UTF-8 positions), at which
//! severity, and how they follow edits, however fast they come.

use crate::{STAR, UNWRAP, cocci_apply, code_actions, code_actions_in, messages, path};
use serde_json::json;
use test_support::{Client, uri, workspace};

/// A client that does not show related information is not sent it (a third of each
/// diagnostic's bytes); its quick fixes still name the diagnostic they fix.
#[tokio::test]
async fn related_information_only_for_a_client_that_shows_it() {
    let ws = workspace(&[("p.cocci", UNWRAP)]);
    let rs = path(&ws, "src/a.rs");
    let client = Client::start_minimal(ws.path()).await;
    client.open(&rs, "rust", 1, "fn f() {\n    a.unwrap();\n}\n").await;
    let diags = client.diagnostics_where(&rs, |d, _| d.len() == 1).await;
    assert!(diags[0].get("relatedInformation").is_none_or(|r| r.is_null()), "{:?}", diags[0]);
    assert!(diags[0].get("data").is_none_or(|r| r.is_null()), "a fix finds its report without `data`");
    let actions = code_actions_in(&client, &rs, [1, 4, 1, 4], json!({"diagnostics": diags})).await;
    let quick: Vec<_> = actions.iter().filter(|a| a["kind"] == "quickfix").collect();
    assert_eq!(quick.len(), 1, "{actions:#?}");
    assert_eq!(quick[0]["diagnostics"][0], diags[0], "the fix names the diagnostic it fixes");
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
async fn a_burst_of_changes_runs_one_match_at_a_time_and_ends_on_the_last_text() {
    // Every change used to start its own task and blocking thread, all
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

/// A match slower than the pause between keystrokes (a patch of two rules is matched on the
/// whole file at each change, as a typed one is) still shows while the user types: every run
/// used to end superseded by the next keystroke and publish nothing until the typing stopped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_match_still_publishes_during_a_burst_of_typing() {
    const TWO_RULES: &str = "@r@\nexpression e;\nposition p;\n@@\n e.unwrap()@p\n\n@depends on r@\nexpression r.e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
    let ws = workspace(&[("p.cocci", TWO_RULES)]);
    let a = path(&ws, "a.rs");
    let fns: String = (0..3000).map(|i| format!("fn f{i}(x: Option<u8>) -> u8 {{\n    x.unwrap()\n}}\n")).collect();
    let text = format!("{fns}// ");
    let last_line = text.lines().count() as u32 - 1;
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&a, "rust", 1, &text).await;
    client.diagnostics_where(&a, |d, v| v == Some(1) && d.len() == 3000).await;
    // Typing in the comment at the end, 20 keystrokes a second for 6 seconds.
    let start = std::time::Instant::now();
    let mut version = 1;
    for i in 0..120u32 {
        version += 1;
        client.change(&a, version, [last_line, 3 + i, last_line, 3 + i], "x").await;
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let typing_ended = std::time::Instant::now();
    client.settled().await;
    let during: Vec<_> = client
        .published(&a)
        .into_iter()
        .filter(|(at, _, v)| *at > start && *at < typing_ended && v.is_some_and(|v| v > 1))
        .collect();
    assert!(!during.is_empty(), "nothing was published while typing");
    // What was shown then is the matches, on the text of that moment.
    assert!(
        during.iter().all(|(_, d, _)| d.len() == 3000),
        "{:?}",
        during.iter().map(|p| p.1.len()).collect::<Vec<_>>()
    );
    let (diags, last) = client.last_diagnostics(&a).unwrap();
    assert_eq!((diags.len(), last), (3000, Some(version as i64)));
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

//! The live diff preview of a patch through the protocol: `cocci.previewPatch`, and the
//! `cocci/preview` notifications a client gets after `cocci/previewSubscribe`.

use serde_json::{Value, json};
use std::path::Path;
use test_support::{Client, uri, workspace};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const PREVIEW: &str = "cocci/preview";

const TWO: &str =
    "fn g() -> u8 {\n    let x = 1;\n    let y = 2;\n    let z = 3;\n    let w = 4;\n    b.unwrap() + c.unwrap()\n}\n";

/// A workspace with a nested file, one that does not parse, one with a byte order mark, one
/// the patch does not touch, and one that `.gitignore` hides.
fn sample() -> tempfile::TempDir {
    workspace(&[
        ("p.cocci", UNWRAP),
        (".gitignore", "/target\n"),
        ("target/gen.rs", "fn t() { t.unwrap(); }\n"),
        ("src/one.rs", "fn f() { a.unwrap(); }\n"),
        ("src/deep/two.rs", TWO),
        ("src/none.rs", "fn h() {}\n"),
        ("src/broken.rs", "fn broken( { d.unwrap(); }\n"),
        ("src/bom.rs", "\u{feff}fn b() { e.unwrap(); }\n"),
    ])
}

/// What `cocci apply p.cocci src` prints on stdout for [`sample`] (taken from the CLI), and the
/// summary it ends with on stderr.
const SAMPLE_DIFF: &str = "--- a/src/bom.rs
+++ b/src/bom.rs
@@ -1 +1 @@
-\u{feff}fn b() { e.unwrap(); }
+\u{feff}fn b() { e.expect(\"checked\"); }
--- a/src/broken.rs
+++ b/src/broken.rs
@@ -1 +1 @@
-fn broken( { d.unwrap(); }
+fn broken( { d.expect(\"checked\"); }
--- a/src/deep/two.rs
+++ b/src/deep/two.rs
@@ -3,5 +3,5 @@
     let y = 2;
     let z = 3;
     let w = 4;
-    b.unwrap() + c.unwrap()
+    b.expect(\"checked\") + c.expect(\"checked\")
 }
--- a/src/one.rs
+++ b/src/one.rs
@@ -1 +1 @@
-fn f() { a.unwrap(); }
+fn f() { a.expect(\"checked\"); }
";
const SAMPLE_SUMMARY: &str = "5 matches, 4 files changed, 0 problems";

/// Starts a server on `ws` and waits until it has loaded the patches (`file` has `n`
/// diagnostics from the scan).
async fn start(ws: &Path, file: &str, n: usize) -> Client {
    let client = Client::start(ws, false, json!({})).await;
    client.diagnostics(&ws.join(file), n).await;
    client
}

async fn preview(client: &Client, patch: &Path, options: Value) -> Value {
    client
        .request(
            "workspace/executeCommand",
            json!({"command": "cocci.previewPatch", "arguments": [uri(patch), options]}),
        )
        .await
}

#[tokio::test]
async fn the_preview_is_the_diff_cocci_apply_prints() {
    let ws = sample();
    let client = start(ws.path(), "src/one.rs", 1).await;
    let commands = &client.last_initialize.as_ref().unwrap()["capabilities"]["executeCommandProvider"]["commands"];
    assert!(commands.as_array().unwrap().contains(&json!("cocci.previewPatch")), "{commands}");
    let p = preview(&client, &ws.path().join("p.cocci"), json!({})).await;
    assert_eq!(p["diff"].as_str().unwrap(), SAMPLE_DIFF, "{p}");
    assert_eq!(p["summary"], SAMPLE_SUMMARY);
    assert_eq!((&p["matches"], &p["filesChanged"], &p["problems"]), (&json!(5), &json!(4), &json!(0)));
    assert_eq!(p["messages"], json!(["src/broken.rs: warning: 2 syntax errors; matched where the file parses"]));
    assert_eq!(
        (&p["scope"], &p["version"], &p["truncated"], &p["error"]),
        (&json!("workspace"), &Value::Null, &json!(false), &Value::Null)
    );
    assert_eq!(p["uri"], uri(&ws.path().join("p.cocci")));
    // Nothing was written.
    assert_eq!(std::fs::read_to_string(ws.path().join("src/one.rs")).unwrap(), "fn f() { a.unwrap(); }\n");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn open_documents_count_with_their_unsaved_text_and_the_open_scope_only_them() {
    let ws = sample();
    let client = start(ws.path(), "src/one.rs", 1).await;
    let one = ws.path().join("src/one.rs");
    client.open(&one, "rust", 1, "fn f() {\n    z.unwrap();\n}\n").await;
    let patch = ws.path().join("p.cocci");
    let whole = preview(&client, &patch, json!({"scope": "workspace"})).await;
    let one_diff = "--- a/src/one.rs\n+++ b/src/one.rs\n@@ -1,3 +1,3 @@\n fn f() {\n-    z.unwrap();\n+    z.expect(\"checked\");\n }\n";
    let diff = whole["diff"].as_str().unwrap();
    assert!(diff.ends_with(one_diff), "the editor's text, not the file's: {diff}");
    assert_eq!(whole["summary"], SAMPLE_SUMMARY);
    let open = preview(&client, &patch, json!({"scope": "open"})).await;
    assert_eq!(open["diff"], one_diff);
    assert_eq!(open["summary"], "1 match, 1 file changed, 0 problems");
    assert_eq!(open["scope"], "open");
    // The patch's unsaved text counts too, and the answer says which version it is of.
    let edited = UNWRAP.replace("checked", "live");
    client.open(&patch, "cocci", 7, &edited).await;
    client.settled().await;
    let open = preview(&client, &patch, json!({"scope": "open"})).await;
    assert_eq!(open["diff"], one_diff.replace("checked", "live"));
    assert_eq!(open["version"], 7);
    let bad = preview(&client, &patch, json!({"scope": "everything"})).await;
    assert!(bad["error"]["message"].as_str().unwrap().contains("scope must be"), "{bad}");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_patch_with_errors_or_outside_the_workspace_is_refused() {
    let ws = sample();
    let outside = workspace(&[("q.cocci", UNWRAP), ("x.rs", "fn x() { x.unwrap(); }\n")]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let patch = ws.path().join("p.cocci");
    client.open(&patch, "cocci", 2, "@@\nexpression e\n@@\n- e.unwrap()\n").await;
    client.settled().await;
    let r = preview(&client, &patch, json!({})).await;
    assert!(r["error"]["message"].as_str().unwrap().starts_with("p.cocci has errors (3:1:"), "{r}");
    for (what, r) in [
        ("command", preview(&client, &outside.path().join("q.cocci"), json!({})).await),
        (
            "subscribe",
            client.request("cocci/previewSubscribe", json!({"uri": uri(&outside.path().join("q.cocci"))})).await,
        ),
        (
            "not a patch",
            client.request("cocci/previewSubscribe", json!({"uri": uri(&ws.path().join("src/one.rs"))})).await,
        ),
    ] {
        assert!(r["error"]["message"].as_str().unwrap_or_default().contains("refused"), "{what}: {r}");
    }
    let r = client.request("cocci/previewSubscribe", json!({"uri": uri(&ws.path().join("nowhere.cocci"))})).await;
    assert!(r["error"]["message"].as_str().unwrap_or_default().starts_with("no patch at"), "{r}");
    let r = client.request("cocci/previewSubscribe", json!({"patch": 1})).await;
    assert!(r["error"]["message"].as_str().unwrap_or_default().contains("expected {\"uri\""), "{r}");
    client.settled().await;
    assert!(client.notifications(PREVIEW).is_empty(), "refused subscriptions get nothing");
    client.shutdown_and_exit().await;
}

/// The diff of `src/one.rs` when `a.unwrap()` becomes `a.expect("<word>")`.
fn one_diff(text: &str, word: &str) -> String {
    let new = text.replace(".unwrap()", &format!(".expect(\"{word}\")"));
    let lines = |t: &str| t.lines().map(str::to_owned).collect::<Vec<_>>();
    let (old, new) = (lines(text), lines(&new));
    assert_eq!(old.len(), 1, "one-line files only");
    format!("--- a/src/one.rs\n+++ b/src/one.rs\n@@ -1 +1 @@\n-{}\n+{}\n", old[0], new[0])
}

#[tokio::test]
async fn a_subscribed_preview_follows_unsaved_edits_of_the_patch_and_of_the_files() {
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", "fn f() { a.unwrap(); }\n")]);
    let client = Client::start(ws.path(), false, json!({})).await;
    let (patch, one) = (ws.path().join("p.cocci"), ws.path().join("src/one.rs"));
    let subscribe = json!({"uri": uri(&patch), "scope": "workspace"});
    // At once, maybe before the server has loaded the workspace's patches.
    assert_eq!(client.request("cocci/previewSubscribe", subscribe).await, Value::Null);
    // The first preview of the patch on disk.
    let first = client.notification_after(0, PREVIEW, |p| p["error"].is_null()).await;
    assert_eq!(first["diff"], one_diff("fn f() { a.unwrap(); }", "checked"));
    assert_eq!((&first["version"], &first["summary"]), (&Value::Null, &json!("1 match, 1 file changed, 0 problems")));

    // Typed into the editor, unsaved: each version's preview.
    client.open(&patch, "cocci", 1, UNWRAP).await;
    let seen = client.seen();
    client.change_all(&patch, 2, &UNWRAP.replace("checked", "live")).await;
    let live = client.notification_after(seen, PREVIEW, |p| p["version"] == 2).await;
    assert_eq!(live["diff"], one_diff("fn f() { a.unwrap(); }", "live"));

    // A Rust file edited in the editor, then one written on disk.
    let seen = client.seen();
    client.open(&one, "rust", 1, "fn f() { a.unwrap(); b.unwrap(); }\n").await;
    let p = client.notification_after(seen, PREVIEW, |p| p["matches"] == 2).await;
    assert_eq!(p["diff"], one_diff("fn f() { a.unwrap(); b.unwrap(); }", "live"));
    let three = ws.path().join("src/three.rs");
    std::fs::write(&three, "fn t() { t.unwrap(); }\n").unwrap();
    let seen = client.seen();
    client.notify("workspace/didChangeWatchedFiles", json!({"changes": [{"uri": uri(&three), "type": 1}]})).await;
    let p = client.notification_after(seen, PREVIEW, |p| p["matches"] == 3).await;
    assert!(p["diff"].as_str().unwrap().ends_with("-fn t() { t.unwrap(); }\n+fn t() { t.expect(\"live\"); }\n"), "{p}");
    assert_eq!(p["summary"], "3 matches, 2 files changed, 0 problems");

    // A broken patch: the error, no diff; fixed: the diff again.
    let seen = client.seen();
    client.change_all(&patch, 3, "@@\nexpression e\n@@\n- e.unwrap()\n").await;
    let broken = client.notification_after(seen, PREVIEW, |p| p["version"] == 3).await;
    assert!(broken["error"].as_str().unwrap().starts_with("p.cocci has errors (3:1:"), "{broken}");
    assert_eq!((&broken["diff"], &broken["matches"]), (&json!(""), &json!(0)));
    let seen = client.seen();
    client.change_all(&patch, 4, UNWRAP).await;
    let fixed = client.notification_after(seen, PREVIEW, |p| p["version"] == 4).await;
    assert_eq!((&fixed["error"], &fixed["matches"]), (&Value::Null, &json!(3)));

    // An edit that gives the same text: the same preview, of the new version.
    let seen = client.seen();
    client.change_all(&patch, 5, UNWRAP).await;
    let same = client.notification_after(seen, PREVIEW, |p| p["version"] == 5).await;
    assert_eq!(same["diff"], fixed["diff"]);

    // Unsubscribed: nothing more.
    client.settled().await;
    let sent = client.notifications(PREVIEW).len();
    assert_eq!(client.request("cocci/previewUnsubscribe", json!({"uri": uri(&patch)})).await, Value::Null);
    client.change_all(&patch, 6, &UNWRAP.replace("checked", "gone")).await;
    client.change_all(&one, 2, "fn f() {}\n").await;
    client.settled().await;
    assert_eq!(client.notifications(PREVIEW).len(), sent, "no preview after unsubscribing");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn previews_go_only_to_clients_that_subscribe() {
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", "fn f() { a.unwrap(); }\n")]);
    let client = start(ws.path(), "src/one.rs", 1).await;
    let patch = ws.path().join("p.cocci");
    client.open(&patch, "cocci", 1, UNWRAP).await;
    client.change_all(&patch, 2, &UNWRAP.replace("checked", "live")).await;
    client.open(&ws.path().join("src/one.rs"), "rust", 1, "fn f() { b.unwrap(); }\n").await;
    client.settled().await;
    assert!(client.notifications(PREVIEW).is_empty());
    assert_eq!(client.preview_runs(), 0, "no preview computed");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn a_burst_of_patch_edits_drops_superseded_previews_and_ends_on_the_last_text() {
    let ws = workspace(&[("p.cocci", UNWRAP), ("src/one.rs", "fn f() { a.unwrap(); }\n")]);
    let client = start(ws.path(), "src/one.rs", 1).await;
    let patch = ws.path().join("p.cocci");
    client.open(&patch, "cocci", 1, UNWRAP).await;
    client.request("cocci/previewSubscribe", json!({"uri": uri(&patch), "scope": "open"})).await;
    client.request("cocci/previewSubscribe", json!({"uri": uri(&patch)})).await;
    client.notification_after(0, PREVIEW, |p| p["version"] == 1 && p["scope"] == "workspace").await;
    let runs_before = client.preview_runs();
    let before = client.notifications(PREVIEW).len();
    // 200 keystrokes into the `+` line's string, as fast as the client can send them.
    let at = "+ e.expect(\"".len() as u32;
    let mut word = String::from("checked");
    for i in 0..200u32 {
        let ch = char::from(b'a' + (i % 26) as u8);
        word.insert(0, ch);
        client.change(&patch, 2 + i as i32, [4, at, 4, at], &ch.to_string()).await;
    }
    client.settled().await;
    let sent = client.notifications(PREVIEW).split_off(before);
    let versions: Vec<i64> = sent.iter().map(|n| n["params"]["version"].as_i64().unwrap()).collect();
    assert!(versions.windows(2).all(|w| w[0] < w[1]), "in order, none older than the one before: {versions:?}");
    let last = &sent.last().unwrap()["params"];
    assert_eq!(last["version"], 201, "the last preview is of the last text");
    assert_eq!(last["diff"], one_diff("fn f() { a.unwrap(); }", &word));
    let runs = client.preview_runs() - runs_before;
    // A handful in practice (one per pause of the typing); one per keystroke if they queued.
    assert!(runs < 100, "superseded previews are skipped, not queued: {runs} runs");
    client.shutdown_and_exit().await;
}

#[tokio::test]
async fn at_most_eight_patches_are_previewed_at_once() {
    let names: Vec<String> = (0..9).map(|i| format!("p{i}.cocci")).collect();
    let mut files: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), UNWRAP)).collect();
    files.push(("a.rs", "fn f() { a.unwrap(); }\n"));
    let ws = workspace(&files);
    let client = start(ws.path(), "a.rs", 9).await;
    for name in &names[..8] {
        let r = client.request("cocci/previewSubscribe", json!({"uri": uri(&ws.path().join(name))})).await;
        assert_eq!(r, Value::Null, "{name}");
    }
    let r = client.request("cocci/previewSubscribe", json!({"uri": uri(&ws.path().join(&names[8]))})).await;
    assert!(r["error"]["message"].as_str().unwrap().starts_with("at most 8 previews at once"), "{r}");
    // Subscribing again to one of the eight is fine; so is a ninth once one is given up.
    assert_eq!(
        client.request("cocci/previewSubscribe", json!({"uri": uri(&ws.path().join(&names[0]))})).await,
        Value::Null
    );
    client.request("cocci/previewUnsubscribe", json!({"uri": uri(&ws.path().join(&names[1]))})).await;
    assert_eq!(
        client.request("cocci/previewSubscribe", json!({"uri": uri(&ws.path().join(&names[8]))})).await,
        Value::Null
    );
    client.shutdown_and_exit().await;
}

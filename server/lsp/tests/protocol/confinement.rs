//! Confinement: the server reads, matches and edits only `.rs` files and patches inside the
//! workspace folders, whatever a command, a watched-file event, an open document or a setting
//! names.

use crate::{UNWRAP, messages};
use serde_json::json;
use std::path::PathBuf;
use test_support::{Client, uri};

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
    // cocci.applyToFile once read any path it was given and sent
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

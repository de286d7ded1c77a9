//! The connection's life: what `initialize` advertises and negotiates, the registrations
//! that follow, and how the server exits.

use crate::{UNWRAP, path};
use serde_json::json;
use test_support::{Client, uri, workspace};

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
    assert_eq!(kinds, ["quickfix", "source.fixAll.cocci", "refactor.rewrite", ""]);
    assert_eq!(
        caps["executeCommandProvider"]["commands"],
        json!([
            "cocci.applyToWorkspace",
            "cocci.workspaceEdit",
            "cocci.applyToFile",
            "cocci.showMatches",
            "cocci.explain",
            "cocci.inferPatch",
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
async fn the_server_exits_when_its_input_closes_even_while_waiting_for_the_client() {
    // With its own workspace/applyEdit unanswered, the server once hung forever after the
    // editor went away.
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

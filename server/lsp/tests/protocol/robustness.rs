//! What the server survives and still serves: nonsense requests, malformed messages,
//! positions inside a character, panics while matching or in a handler, deeply nested files.

use crate::{STAR, UNWRAP, messages, path};
use serde_json::json;
use test_support::{Client, uri, workspace};

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

fn frame(body: &[u8]) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend(body);
    out
}

#[tokio::test]
async fn malformed_messages_are_answered_and_the_server_keeps_serving() {
    // Each of these made tower-lsp-server's own transport exit (status 1).
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
async fn a_change_inside_a_multibyte_character_is_clamped_not_fatal() {
    // A position in the middle of '🦀' once made the server panic (exit 101).
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

/// `fn f() { {{{ ... }}} }` with `depth` nested blocks, then a call to `unwrap`.
fn nested_blocks(depth: usize) -> String {
    format!("fn deep() {{ {} a.unwrap(); {} }}\n", "{".repeat(depth), "}".repeat(depth))
}

#[tokio::test]
async fn deeply_nested_files_do_not_kill_the_server() {
    // A file with about 2,000 nested blocks once overflowed a stack and aborted
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

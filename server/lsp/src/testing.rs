//! A language client for tests and benchmarks: speaks JSON-RPC to a server running in the same
//! process over an in-memory duplex stream, answers the server's own requests (registration,
//! progress, edits), and collects what the server publishes. It panics when the server does not
//! answer in time: it is meant for tests.

use serde_json::{Value, json};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader, DuplexStream, WriteHalf};
use tokio::sync::{Notify, oneshot};

pub const TIMEOUT: Duration = Duration::from_secs(20);

#[derive(Default)]
struct Inbox {
    /// Every notification, in order.
    notifications: Vec<Value>,
    /// Edits the server asked the client to apply (`workspace/applyEdit`).
    applied_edits: Vec<Value>,
    /// Requests the server sent, by method.
    server_requests: HashMap<String, Vec<Value>>,
    responses: HashMap<i64, oneshot::Sender<Value>>,
}

pub struct Client {
    writer: Arc<tokio::sync::Mutex<WriteHalf<DuplexStream>>>,
    inbox: Arc<Mutex<Inbox>>,
    arrived: Arc<Notify>,
    next_id: i64,
    server: Option<tokio::task::JoinHandle<i32>>,
    pub root: PathBuf,
    /// What `initialize` answered.
    pub last_initialize: Option<Value>,
}

pub fn uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

async fn write_message(writer: &tokio::sync::Mutex<WriteHalf<DuplexStream>>, msg: &Value) {
    let body = msg.to_string();
    let mut w = writer.lock().await;
    w.write_all(format!("Content-Length: {}\r\n\r\n{}", body.len(), body).as_bytes()).await.unwrap();
    w.flush().await.unwrap();
}

impl Client {
    /// Starts a server on `root` and initializes it. `utf8`: offer UTF-8 positions.
    pub async fn start(root: &Path, utf8: bool, options: Value) -> Client {
        let (client_side, server_side) = tokio::io::duplex(1 << 20);
        let (server_read, server_write) = tokio::io::split(server_side);
        let server = tokio::spawn(crate::serve(server_read, server_write));
        let (read, write) = tokio::io::split(client_side);
        let writer = Arc::new(tokio::sync::Mutex::new(write));
        let inbox: Arc<Mutex<Inbox>> = Default::default();
        let arrived = Arc::new(Notify::new());
        tokio::spawn(read_loop(BufReader::new(read), writer.clone(), inbox.clone(), arrived.clone()));
        let mut client = Client {
            writer,
            inbox,
            arrived,
            next_id: 1,
            server: Some(server),
            root: root.to_path_buf(),
            last_initialize: None,
        };
        let encodings = if utf8 { json!(["utf-8", "utf-16"]) } else { json!(["utf-16"]) };
        let result = client
            .request(
                "initialize",
                json!({
                    "processId": null,
                    "rootUri": uri(root),
                    "workspaceFolders": [{"uri": uri(root), "name": "ws"}],
                    "initializationOptions": options,
                    "capabilities": {
                        "general": {"positionEncodings": encodings},
                        "window": {"workDoneProgress": true},
                        "workspace": {
                            "didChangeWatchedFiles": {"dynamicRegistration": true},
                            "codeLens": {"refreshSupport": true},
                            "applyEdit": true,
                            "workspaceEdit": {"documentChanges": true}
                        },
                        "textDocument": {"publishDiagnostics": {"versionSupport": true}}
                    }
                }),
            )
            .await;
        assert!(result.get("capabilities").is_some(), "initialize answered {result}");
        client.notify("initialized", json!({})).await;
        client.last_initialize = Some(result);
        client
    }

    pub async fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        let (tx, rx) = oneshot::channel();
        self.inbox.lock().unwrap().responses.insert(id, tx);
        write_message(&self.writer, &json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})).await;
        let response = tokio::time::timeout(TIMEOUT, rx).await.expect("the server answers in time").unwrap();
        response.get("result").cloned().unwrap_or_else(|| json!({ "error": response.get("error") }))
    }

    /// Sends raw text as a message body (to test garbage).
    pub async fn send_raw(&mut self, body: &str) {
        let mut w = self.writer.lock().await;
        w.write_all(format!("Content-Length: {}\r\n\r\n{}", body.len(), body).as_bytes()).await.unwrap();
        w.flush().await.unwrap();
    }

    pub async fn notify(&mut self, method: &str, params: Value) {
        write_message(&self.writer, &json!({"jsonrpc": "2.0", "method": method, "params": params})).await;
    }

    pub async fn open(&mut self, path: &Path, language: &str, version: i32, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri(path), "languageId": language, "version": version, "text": text}}),
        )
        .await;
    }

    pub async fn change_all(&mut self, path: &Path, version: i32, text: &str) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri(path), "version": version}, "contentChanges": [{"text": text}]}),
        )
        .await;
    }

    /// An incremental change: replace the range (LSP positions) with `text`.
    pub async fn change(&mut self, path: &Path, version: i32, range: [u32; 4], text: &str) {
        let [l1, c1, l2, c2] = range;
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri(path), "version": version}, "contentChanges": [{
                "range": {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}},
                "text": text
            }]}),
        )
        .await;
    }

    /// Waits for diagnostics of `path` satisfying `ok`; returns them (with the version).
    pub async fn diagnostics_where(&self, path: &Path, ok: impl Fn(&[Value], Option<i64>) -> bool) -> Vec<Value> {
        let want = uri(path);
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        let mut seen = 0;
        loop {
            let notified = self.arrived.notified();
            {
                let inbox = self.inbox.lock().unwrap();
                for n in &inbox.notifications[seen..] {
                    if n["method"] == "textDocument/publishDiagnostics" && n["params"]["uri"] == want.as_str() {
                        let diags = n["params"]["diagnostics"].as_array().cloned().unwrap_or_default();
                        if ok(&diags, n["params"]["version"].as_i64()) {
                            return diags;
                        }
                    }
                }
                seen = inbox.notifications.len();
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let last = self.last_diagnostics(path);
                panic!("no matching diagnostics for {want}; last published: {last:?}");
            }
        }
    }

    /// Waits for the end of the workspace scan's progress.
    pub async fn scan_done(&self) {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            let notified = self.arrived.notified();
            let done = self
                .inbox
                .lock()
                .unwrap()
                .notifications
                .iter()
                .any(|n| n["method"] == "$/progress" && n["params"]["value"]["kind"] == "end");
            if done {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("the workspace scan did not end");
            }
        }
    }

    /// How many notifications have arrived (to wait for newer ones).
    pub fn seen(&self) -> usize {
        self.inbox.lock().unwrap().notifications.len()
    }

    /// Waits for diagnostics published after the `since`-th notification, for `path`, that
    /// satisfy `ok`.
    pub async fn diagnostics_after(&self, since: usize, path: &Path, ok: impl Fn(&[Value], Option<i64>) -> bool) {
        let want = uri(path);
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            let notified = self.arrived.notified();
            let found = self.inbox.lock().unwrap().notifications[since..].iter().any(|n| {
                n["method"] == "textDocument/publishDiagnostics"
                    && n["params"]["uri"] == want.as_str()
                    && ok(
                        n["params"]["diagnostics"].as_array().map_or(&[][..], |a| &a[..]),
                        n["params"]["version"].as_i64(),
                    )
            });
            if found {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("no new diagnostics for {want}");
            }
        }
    }

    /// Waits until `path` has `n` diagnostics.
    pub async fn diagnostics(&self, path: &Path, n: usize) -> Vec<Value> {
        self.diagnostics_where(path, |d, _| d.len() == n).await
    }

    pub fn last_diagnostics(&self, path: &Path) -> Option<(Vec<Value>, Option<i64>)> {
        let want = uri(path);
        let inbox = self.inbox.lock().unwrap();
        inbox
            .notifications
            .iter()
            .rev()
            .find(|n| n["method"] == "textDocument/publishDiagnostics" && n["params"]["uri"] == want.as_str())
            .map(|n| {
                (n["params"]["diagnostics"].as_array().cloned().unwrap_or_default(), n["params"]["version"].as_i64())
            })
    }

    pub fn notifications(&self, method: &str) -> Vec<Value> {
        self.inbox.lock().unwrap().notifications.iter().filter(|n| n["method"] == method).cloned().collect()
    }

    pub fn server_requests(&self, method: &str) -> Vec<Value> {
        self.inbox.lock().unwrap().server_requests.get(method).cloned().unwrap_or_default()
    }

    pub fn applied_edits(&self) -> Vec<Value> {
        self.inbox.lock().unwrap().applied_edits.clone()
    }

    /// `shutdown` then `exit`: the server's exit status.
    pub async fn shutdown_and_exit(mut self) -> i32 {
        let r = self.request("shutdown", Value::Null).await;
        assert!(r.is_null(), "shutdown answered {r}");
        self.notify("exit", Value::Null).await;
        self.wait_exit().await
    }

    pub async fn exit_without_shutdown(mut self) -> i32 {
        self.notify("exit", Value::Null).await;
        self.wait_exit().await
    }

    async fn wait_exit(&mut self) -> i32 {
        let server = self.server.take().unwrap();
        tokio::time::timeout(TIMEOUT, server).await.expect("the server exits").unwrap()
    }
}

/// Reads the server's messages: answers its requests, records everything.
async fn read_loop(
    mut reader: BufReader<tokio::io::ReadHalf<DuplexStream>>,
    writer: Arc<tokio::sync::Mutex<WriteHalf<DuplexStream>>>,
    inbox: Arc<Mutex<Inbox>>,
    arrived: Arc<Notify>,
) {
    loop {
        let mut length = 0usize;
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim();
            if line.is_empty() {
                break;
            }
            if let Some(n) = line.strip_prefix("Content-Length:") {
                length = n.trim().parse().unwrap_or(0);
            }
        }
        let mut body = vec![0; length];
        if reader.read_exact(&mut body).await.is_err() {
            return;
        }
        let msg: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let has_id = msg.get("id").is_some_and(|i| !i.is_null());
        match (msg.get("method").and_then(Value::as_str), has_id) {
            (Some(method), true) => {
                let result = {
                    let mut inbox = inbox.lock().unwrap();
                    inbox.server_requests.entry(method.to_owned()).or_default().push(msg.clone());
                    if method == "workspace/applyEdit" {
                        inbox.applied_edits.push(msg["params"]["edit"].clone());
                        json!({"applied": true})
                    } else if method == "workspace/configuration" {
                        json!([])
                    } else {
                        Value::Null
                    }
                };
                write_message(&writer, &json!({"jsonrpc": "2.0", "id": msg["id"], "result": result})).await;
            }
            (Some(_), false) => inbox.lock().unwrap().notifications.push(msg),
            (None, _) => {
                let id = msg.get("id").and_then(Value::as_i64).unwrap_or(-1);
                if let Some(tx) = inbox.lock().unwrap().responses.remove(&id) {
                    let _ = tx.send(msg);
                }
            }
        }
        arrived.notify_waiters();
    }
}

/// Applies LSP text edits (from a `WorkspaceEdit`'s document changes) to `text`, UTF-16.
pub fn apply_text_edits(text: &str, edits: &[Value]) -> String {
    let mut edits: Vec<(usize, usize, String)> = edits
        .iter()
        .map(|e| {
            let start = offset(text, &e["range"]["start"]);
            let end = offset(text, &e["range"]["end"]);
            (start, end, e["newText"].as_str().unwrap_or("").to_owned())
        })
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_owned();
    for (s, e, t) in edits {
        out.replace_range(s..e, &t);
    }
    out
}

/// The byte offset of a UTF-16 LSP position.
pub fn offset(text: &str, pos: &Value) -> usize {
    let line = pos["line"].as_u64().unwrap() as usize;
    let character = pos["character"].as_u64().unwrap() as usize;
    let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let mut units = 0;
    for (i, c) in text[start..].char_indices() {
        if units >= character || c == '\n' {
            return start + i;
        }
        units += c.len_utf16();
    }
    text.len()
}

/// The edits a workspace edit makes to one document, by URI.
pub fn edits_for(edit: &Value, path: &Path) -> Vec<Value> {
    let want = uri(path);
    edit["documentChanges"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["textDocument"]["uri"] == want.as_str())
        .flat_map(|c| c["edits"].as_array().cloned().unwrap_or_default())
        .collect()
}

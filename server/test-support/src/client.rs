//! A language client for tests and benchmarks: speaks JSON-RPC to a server (in the same
//! process over an in-memory duplex stream, or any pair of streams such as a child process's
//! pipes), answers the server's own requests (registration, progress, edits), and collects what
//! the server publishes. It panics when the server does not answer in time: it is meant for tests.

use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::{Notify, oneshot};

use lsp::hooks::Observer;

/// How long a test waits for an answer: generous, as a typed patch first loads rust-analyzer's
/// model (seconds in a debug build on a busy machine); a passing test never waits it out.
pub const TIMEOUT: Duration = Duration::from_secs(60);

type Writer = Arc<tokio::sync::Mutex<Box<dyn AsyncWrite + Send + Unpin>>>;

#[derive(Default)]
struct Inbox {
    /// Every notification, in order, with when its last byte was read.
    notifications: Vec<Value>,
    arrivals: Vec<Instant>,
    /// Edits the server asked the client to apply (`workspace/applyEdit`).
    applied_edits: Vec<Value>,
    /// Requests the server sent, by method.
    server_requests: HashMap<String, Vec<Value>>,
    /// Server requests of these methods are recorded but never answered.
    held: HashSet<String>,
    responses: HashMap<i64, oneshot::Sender<Value>>,
    /// Responses to no request of ours (errors with a `null` id, for garbage we sent).
    stray_responses: Vec<Value>,
}

pub struct Client {
    writer: Writer,
    inbox: Arc<Mutex<Inbox>>,
    arrived: Arc<Notify>,
    next_id: AtomicI64,
    server: Option<tokio::task::JoinHandle<i32>>,
    /// What can be seen of the in-process server (to wait until it is idle).
    observer: Option<Observer>,
    pub root: PathBuf,
    /// What `initialize` answered.
    pub last_initialize: Option<Value>,
}

pub fn uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

async fn write_message(writer: &Writer, msg: &Value) {
    let body = msg.to_string();
    write_bytes(writer, format!("Content-Length: {}\r\n\r\n{}", body.len(), body).as_bytes()).await;
}

async fn write_bytes(writer: &Writer, bytes: &[u8]) {
    let mut w = writer.lock().await;
    // A server that exited has closed its end: the test notices through its answers.
    let _ = w.write_all(bytes).await;
    let _ = w.flush().await;
}

impl Client {
    /// Starts a server in this process on `root` and initializes it. `utf8`: offer UTF-8
    /// positions.
    pub async fn start(root: &Path, utf8: bool, options: Value) -> Client {
        Client::start_with(root, utf8, options, false).await
    }

    /// [`Client::start`]; `resolve_edits`: the client resolves code actions' edits lazily (as
    /// VS Code and Neovim do).
    pub async fn start_with(root: &Path, utf8: bool, options: Value, resolve_edits: bool) -> Client {
        let mut client = Client::start_uninitialized(root).await;
        client.initialize_with(utf8, options, resolve_edits).await;
        client
    }

    /// A server started in this process, connected, not yet initialized.
    async fn start_uninitialized(root: &Path) -> Client {
        let (client_side, server_side) = tokio::io::duplex(1 << 20);
        let (server_read, server_write) = tokio::io::split(server_side);
        let (observer_tx, observer_rx) = oneshot::channel();
        let server = tokio::spawn(lsp::hooks::serve_observed(server_read, server_write, move |observer| {
            let _ = observer_tx.send(observer);
        }));
        let (read, write) = tokio::io::split(client_side);
        let mut client = Client::connect(read, write, root);
        client.server = Some(server);
        client.observer = observer_rx.await.ok();
        client
    }

    /// A client on the streams of a server that runs elsewhere (a child process); not yet
    /// initialized (see [`Client::initialize`]).
    pub fn connect(
        read: impl AsyncRead + Send + Unpin + 'static,
        write: impl AsyncWrite + Send + Unpin + 'static,
        root: &Path,
    ) -> Client {
        let writer: Writer = Arc::new(tokio::sync::Mutex::new(Box::new(write)));
        let inbox: Arc<Mutex<Inbox>> = Default::default();
        let arrived = Arc::new(Notify::new());
        tokio::spawn(read_loop(BufReader::new(read), writer.clone(), inbox.clone(), arrived.clone()));
        Client {
            writer,
            inbox,
            arrived,
            next_id: AtomicI64::new(1),
            server: None,
            observer: None,
            root: root.to_path_buf(),
            last_initialize: None,
        }
    }

    /// `initialize` with the capabilities of a full-featured client, then `initialized`.
    pub async fn initialize(&mut self, utf8: bool, options: Value) {
        self.initialize_with(utf8, options, false).await
    }

    /// [`Client::initialize`], maybe announcing `codeAction/resolve` of edits.
    pub async fn initialize_with(&mut self, utf8: bool, options: Value, resolve_edits: bool) {
        let code_action = if resolve_edits {
            json!({"dataSupport": true, "resolveSupport": {"properties": ["edit"]}})
        } else {
            json!({})
        };
        let encodings = if utf8 { json!(["utf-8", "utf-16"]) } else { json!(["utf-16"]) };
        let capabilities = json!({
            "general": {"positionEncodings": encodings},
            "window": {"workDoneProgress": true},
            "workspace": {
                "didChangeWatchedFiles": {"dynamicRegistration": true},
                "codeLens": {"refreshSupport": true},
                "applyEdit": true,
                "workspaceEdit": {"documentChanges": true}
            },
            "textDocument": {
                "publishDiagnostics": {"versionSupport": true, "relatedInformation": true},
                "codeAction": code_action
            }
        });
        self.initialize_caps(options, capabilities).await
    }

    /// Starts a server in this process for a client that announces no capability at all.
    pub async fn start_minimal(root: &Path) -> Client {
        let mut client = Client::start_uninitialized(root).await;
        client.initialize_caps(json!({}), json!({})).await;
        client
    }

    /// `initialize` announcing `capabilities`, then `initialized`.
    async fn initialize_caps(&mut self, options: Value, capabilities: Value) {
        let root = self.root.clone();
        let result = self
            .request(
                "initialize",
                json!({
                    "processId": null,
                    "rootUri": uri(&root),
                    "workspaceFolders": [{"uri": uri(&root), "name": "ws"}],
                    "initializationOptions": options,
                    "capabilities": capabilities
                }),
            )
            .await;
        assert!(result.get("capabilities").is_some(), "initialize answered {result}");
        self.notify("initialized", json!({})).await;
        self.last_initialize = Some(result);
    }

    /// Sends a request and waits for its answer: the result, or `{"error": ...}`.
    pub async fn request(&self, method: &str, params: Value) -> Value {
        let response = self.request_raw(method, params).await;
        response.get("result").cloned().unwrap_or_else(|| json!({ "error": response.get("error") }))
    }

    /// Sends a request and waits for the whole response message.
    pub async fn request_raw(&self, method: &str, params: Value) -> Value {
        let rx = self.send_request(method, params).await;
        tokio::time::timeout(TIMEOUT, rx).await.expect("the server answers in time").unwrap()
    }

    /// Sends a request without waiting: the answer arrives on the receiver.
    pub async fn send_request(&self, method: &str, params: Value) -> oneshot::Receiver<Value> {
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let (tx, rx) = oneshot::channel();
        self.inbox.lock().unwrap().responses.insert(id, tx);
        write_message(&self.writer, &json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})).await;
        rx
    }

    /// Sends raw text as a message body, with a correct header (to test garbage).
    pub async fn send_raw(&self, body: &str) {
        self.send_bytes(format!("Content-Length: {}\r\n\r\n{}", body.len(), body).as_bytes()).await;
    }

    /// Sends raw bytes, headers included (to test broken framing).
    pub async fn send_bytes(&self, bytes: &[u8]) {
        write_bytes(&self.writer, bytes).await;
    }

    /// Closes the server's input (as an editor that quits without `exit`).
    pub async fn close_input(&self) {
        let _ = self.writer.lock().await.shutdown().await;
    }

    /// Server requests of `method` are recorded but left unanswered from now on.
    pub fn hold(&self, method: &str) {
        self.inbox.lock().unwrap().held.insert(method.to_owned());
    }

    /// Responses that answer none of our requests (e.g. `-32700` with a `null` id).
    pub fn stray_responses(&self) -> Vec<Value> {
        self.inbox.lock().unwrap().stray_responses.clone()
    }

    /// Waits for `n` stray responses.
    pub async fn stray_responses_n(&self, n: usize) -> Vec<Value> {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            let notified = self.arrived.notified();
            let stray = self.stray_responses();
            if stray.len() >= n {
                return stray;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("expected {n} stray responses, got {stray:?}");
            }
        }
    }

    /// How many match runs of open documents the in-process server started, and the most that
    /// were ever in flight for one document at once.
    pub fn match_runs(&self) -> (usize, usize) {
        self.observer().match_runs()
    }

    /// Waits until the in-process server has no work scheduled or running (debounced matches,
    /// patch changes, scans): what it published last is then final.
    pub async fn settled(&self) {
        self.settled_within(TIMEOUT).await
    }

    /// [`Client::settled`], waiting up to `timeout` for the work (a semantic model loading).
    pub async fn settled_within(&self, timeout: Duration) {
        let observer = self.observer.as_ref().expect("settled() needs an in-process server");
        // A round trip first: every message sent before has been handled (and has scheduled
        // its work) once this is answered.
        let nowhere = json!({"textDocument": {"uri": "file:///nowhere.rs"}, "position": {"line": 0, "character": 0}});
        self.request("textDocument/hover", nowhere.clone()).await;
        tokio::time::timeout(timeout, observer.idle()).await.expect("the server settles in time");
        // And a round trip after: what the server published before has arrived here (it writes
        // everything in the order produced).
        self.request("textDocument/hover", nowhere).await;
    }

    pub async fn notify(&self, method: &str, params: Value) {
        write_message(&self.writer, &json!({"jsonrpc": "2.0", "method": method, "params": params})).await;
    }

    pub async fn open(&self, path: &Path, language: &str, version: i32, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri(path), "languageId": language, "version": version, "text": text}}),
        )
        .await;
    }

    pub async fn change_all(&self, path: &Path, version: i32, text: &str) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri(path), "version": version}, "contentChanges": [{"text": text}]}),
        )
        .await;
    }

    /// An incremental change: replace the range (LSP positions) with `text`.
    pub async fn change(&self, path: &Path, version: i32, range: [u32; 4], text: &str) {
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

    /// Waits for a notification of `method`, after the `since`-th notification, that satisfies
    /// `ok`; returns its params.
    pub async fn notification_after(&self, since: usize, method: &str, ok: impl Fn(&Value) -> bool) -> Value {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            let notified = self.arrived.notified();
            let found = self.inbox.lock().unwrap().notifications[since..]
                .iter()
                .find(|n| n["method"] == method && ok(&n["params"]))
                .map(|n| n["params"].clone());
            if let Some(params) = found {
                return params;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let last = self.notifications(method).pop();
                panic!("no {method} as expected; the last one: {last:?}");
            }
        }
    }

    /// The in-process server's semantic model of the workspace (made now if it was not).
    pub fn semantic_model(&self) -> Arc<sema::SemanticModel> {
        self.observer().semantic_model()
    }

    /// How many runs of live previews computed a diff (in-process server).
    pub fn preview_runs(&self) -> u64 {
        self.observer().preview_runs()
    }

    fn observer(&self) -> &Observer {
        self.observer.as_ref().expect("an in-process server")
    }

    pub fn notifications(&self, method: &str) -> Vec<Value> {
        self.inbox.lock().unwrap().notifications.iter().filter(|n| n["method"] == method).cloned().collect()
    }

    pub fn server_requests(&self, method: &str) -> Vec<Value> {
        self.inbox.lock().unwrap().server_requests.get(method).cloned().unwrap_or_default()
    }

    /// Waits for a request of `method` from the server.
    pub async fn server_request(&self, method: &str) -> Value {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            let notified = self.arrived.notified();
            if let Some(r) = self.server_requests(method).pop() {
                return r;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("the server sent no {method}");
            }
        }
    }

    pub fn applied_edits(&self) -> Vec<Value> {
        self.inbox.lock().unwrap().applied_edits.clone()
    }

    /// Every `publishDiagnostics` for `path` with when it arrived: `(when, diagnostics, version)`.
    pub fn published(&self, path: &Path) -> Vec<(Instant, Vec<Value>, Option<i64>)> {
        let want = uri(path);
        let inbox = self.inbox.lock().unwrap();
        inbox
            .notifications
            .iter()
            .zip(&inbox.arrivals)
            .filter(|(n, _)| n["method"] == "textDocument/publishDiagnostics" && n["params"]["uri"] == want.as_str())
            .map(|(n, t)| {
                (
                    *t,
                    n["params"]["diagnostics"].as_array().cloned().unwrap_or_default(),
                    n["params"]["version"].as_i64(),
                )
            })
            .collect()
    }

    /// When the `publishDiagnostics` for `path` at `version` arrived, without copying any
    /// publication (benchmarks call this between timed edits; a copy of every publication so
    /// far grows with the run and disturbs what is measured).
    pub fn arrival_of(&self, path: &Path, version: i64) -> Option<Instant> {
        let want = uri(path);
        let inbox = self.inbox.lock().unwrap();
        inbox.notifications.iter().zip(&inbox.arrivals).rev().find_map(|(n, t)| {
            let hit = n["method"] == "textDocument/publishDiagnostics"
                && n["params"]["uri"] == want.as_str()
                && n["params"]["version"].as_i64() == Some(version);
            hit.then_some(*t)
        })
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

    /// Waits for the in-process server to end: its exit status.
    pub async fn wait_exit(&mut self) -> i32 {
        let server = self.server.take().expect("an in-process server");
        tokio::time::timeout(TIMEOUT, server).await.expect("the server exits").unwrap()
    }
}

/// Reads the server's messages: answers its requests, records everything.
async fn read_loop(
    mut reader: BufReader<impl AsyncRead + Unpin>,
    writer: Writer,
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
            if let Some((name, value)) = line.split_once(':')
                && name.trim().eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().unwrap_or(0);
            }
        }
        let mut body = vec![0; length];
        if reader.read_exact(&mut body).await.is_err() {
            return;
        }
        // When the message was all there: an editor's latency up to its own parse.
        let read_at = Instant::now();
        let msg: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let has_id = msg.get("id").is_some_and(|i| !i.is_null());
        match (msg.get("method").and_then(Value::as_str), has_id) {
            (Some(method), true) => {
                let result = {
                    let mut inbox = inbox.lock().unwrap();
                    inbox.server_requests.entry(method.to_owned()).or_default().push(msg.clone());
                    if inbox.held.contains(method) {
                        None
                    } else if method == "workspace/applyEdit" {
                        inbox.applied_edits.push(msg["params"]["edit"].clone());
                        Some(json!({"applied": true}))
                    } else if method == "workspace/configuration" {
                        Some(json!([]))
                    } else {
                        Some(Value::Null)
                    }
                };
                if let Some(result) = result {
                    write_message(&writer, &json!({"jsonrpc": "2.0", "id": msg["id"], "result": result})).await;
                }
            }
            (Some(_), false) => {
                let mut inbox = inbox.lock().unwrap();
                inbox.notifications.push(msg);
                inbox.arrivals.push(read_at);
            }
            (None, _) => {
                let mut inbox = inbox.lock().unwrap();
                match msg.get("id").and_then(Value::as_i64).and_then(|id| inbox.responses.remove(&id)) {
                    Some(tx) => {
                        let _ = tx.send(msg);
                    }
                    None => inbox.stray_responses.push(msg),
                }
            }
        }
        arrived.notify_waiters();
    }
}

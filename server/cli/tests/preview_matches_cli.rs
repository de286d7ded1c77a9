//! The server's preview of a patch says what `cocci apply` says: the same diff, the same
//! messages (problems of rules and of files, syntax-error warnings) and the same summary line.
//! Both come from the `apply` crate's one step; this drives the real binary both ways, the
//! server through its stdio with `cocci.previewPatch`.

mod common;

use common::{cocci, project, stderr, stdout};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A rule that rewrites `x.unwrap()`, and whose `f(a)` branch leaves `b` without a value (a
/// problem of the rule at the match).
const PATCH: &str =
    "@r@\nexpression a, b;\n@@\n(\n- f(a)\n+ h(b)\n|\n- h(a, b)\n+ h(b)\n|\n- a.unwrap()\n+ a.expect(\"checked\")\n)\n";

/// A server on stdio, spoken to with the protocol's framing.
struct Server {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    next_id: u64,
}

impl Server {
    fn start(root: &std::path::Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cocci"))
            .arg("lsp")
            .current_dir(root)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("cocci lsp starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut server = Server { child, input, output, next_id: 0 };
        let root_uri = format!("file://{}", root.display());
        let folders = json!([{"uri": root_uri, "name": "ws"}]);
        server.request("initialize", json!({"capabilities": {}, "rootUri": root_uri, "workspaceFolders": folders}));
        server.send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}));
        server
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.input, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.input.flush().unwrap();
    }

    fn receive(&mut self) -> Value {
        let mut length = 0;
        loop {
            let mut line = String::new();
            assert!(self.output.read_line(&mut line).unwrap() > 0, "the server closed its output");
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(n) = line.strip_prefix("Content-Length: ") {
                length = n.parse().unwrap();
            }
        }
        let mut body = vec![0; length];
        self.output.read_exact(&mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    /// Sends a request and returns its response (notifications and server requests meanwhile
    /// are passed over).
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let message = self.receive();
            if message.get("id") == Some(&json!(id)) && message.get("method").is_none() {
                return message;
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn the_preview_says_what_cocci_apply_says() {
    let deep = format!("fn f() {{ let y = {}1{}; x.unwrap(); }}\n", "(".repeat(20_000), ")".repeat(20_000));
    let dir = project(&[
        ("p.cocci", PATCH),
        ("src/a.rs", "fn a() {\n    x.unwrap();\n    f(1);\n}\n"),
        ("src/bom.rs", "\u{feff}fn b() {\n    f(2);\n    y.unwrap();\n}\n"),
        ("src/broken.rs", "fn broken( {\n    z.unwrap();\n}\n"),
        ("src/deep.rs", &deep),
    ]);
    let cli = cocci(&["apply", "p.cocci", "src"], dir.path());
    let cli_err = stderr(&cli);
    let mut cli_lines: Vec<&str> = cli_err.lines().collect();
    let summary = cli_lines.pop().expect("a summary line");
    // What the run must show for the comparison to mean something: a rule's problem, a
    // problem of a file (no rule), a warning, and changes.
    assert!(cli_lines.contains(&"src/a.rs:3:5: error: r: `b` has no value in this match (it is bound only on some paths or in a branch that was not taken): nothing is changed here"), "{cli_err}");
    assert!(cli_lines.iter().any(|l| l.starts_with("src/deep.rs: error: the file ")), "{cli_err}");
    assert!(cli_lines.iter().any(|l| l.starts_with("src/broken.rs: warning: ")), "{cli_err}");
    assert_eq!(summary, "3 matches, 3 files changed, 3 problems", "{cli_err}");

    let mut server = Server::start(dir.path());
    let patch_uri = format!("file://{}", dir.path().join("p.cocci").display());
    let command = json!({"command": "cocci.previewPatch", "arguments": [patch_uri, {"scope": "workspace"}]});
    // The patch is known once the server's first scan has read it.
    let started = std::time::Instant::now();
    let preview = loop {
        let response = server.request("workspace/executeCommand", command.clone());
        if let Some(result) = response.get("result").filter(|r| !r.is_null()) {
            break result.clone();
        }
        assert!(started.elapsed().as_secs() < 60, "no preview: {response}");
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    let messages: Vec<&str> = preview["messages"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
    assert_eq!(messages, cli_lines);
    assert_eq!(preview["summary"], summary);
    assert_eq!(preview["diff"], stdout(&cli));
}

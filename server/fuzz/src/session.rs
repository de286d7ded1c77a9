//! The `session` target: an editor session against a server in this process. A patch and a
//! Rust file (an engine case) are opened in a workspace, then edited and queried as bytes
//! decide: changes to either file at any position (past a line's end, past the text's end,
//! inside a multi-byte character), code actions and hovers over any range, pauses that let the
//! server publish while the edits go on. Properties: the server answers every request and
//! shuts down cleanly (no panic ends it), and once it settles, what it publishes for the Rust
//! file is what the engine reports on the final texts, as `cocci check` would.

use crate::EngineCase;
use arbitrary::{Result, Unstructured};
use serde_json::{Value, json};
use std::time::Duration;
use test_support::{Client, Reported, published, reported};

const SEPARATOR_OPS: &[u8] = b"\n//===== ops\n";

/// An engine case, and the bytes that decide the session's steps.
pub struct SessionCase {
    pub files: EngineCase,
    pub ops: Vec<u8>,
}

impl SessionCase {
    pub fn decode(data: &[u8]) -> SessionCase {
        let cut = data.windows(SEPARATOR_OPS.len()).rposition(|w| w == SEPARATOR_OPS);
        let (files, ops) = match cut {
            Some(at) => (&data[..at], data[at + SEPARATOR_OPS.len()..].to_vec()),
            None => (data, Vec::new()),
        };
        SessionCase { files: EngineCase::decode(files), ops }
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut out = self.files.encode();
        out.extend_from_slice(SEPARATOR_OPS);
        out.extend_from_slice(&self.ops);
        out
    }
}

/// One step of the session.
#[derive(Debug)]
enum Step {
    EditRust { range: [u32; 4], text: String },
    EditPatch { range: [u32; 4], text: String },
    CodeAction { range: [u32; 4] },
    Hover { at: [u32; 2] },
    Pause,
}

/// Text typed into either file: pieces that matter to matching, to line and character
/// arithmetic, and to the patch's syntax.
const PIECES: &[&str] = &[
    "",
    "x",
    "\n",
    "\r\n",
    "🦀",
    "é",
    "漢",
    ".unwrap()",
    "foo(",
    ")",
    "{",
    "}",
    ";",
    "let y = 1;",
    "- ",
    "+ ",
    "...",
    "@@",
    "E1",
];

/// A position near the text's lines: often on a line and inside its length, sometimes past
/// either end.
fn position(u: &mut Unstructured, text: &str) -> Result<[u32; 2]> {
    let lines: Vec<&str> = text.split('\n').collect();
    let line = u.int_in_range(0..=lines.len() as u32)?;
    let width = lines.get(line as usize).map_or(0, |l| l.encode_utf16().count() as u32);
    let character = u.int_in_range(0..=width + 2)?;
    Ok([line, character])
}

/// Mostly what typing does (a short range on one line, often empty); now and then any range,
/// ends swapped included (the server orders them).
fn range(u: &mut Unstructured, text: &str) -> Result<[u32; 4]> {
    let [a, b] = position(u, text)?;
    if u.ratio(7, 8)? {
        return Ok([a, b, a, b + u.int_in_range(0..=3)?]);
    }
    let [c, d] = position(u, text)?;
    Ok([a, b, c, d])
}

fn typed(u: &mut Unstructured, text: &str) -> Result<String> {
    if u.ratio(1, 4)? && !text.is_empty() {
        // A piece of the file itself, cut at character boundaries.
        let mut a = u.int_in_range(0..=text.len())?;
        let mut b = (a + u.int_in_range(0..=24)?).min(text.len());
        while !text.is_char_boundary(a) {
            a -= 1;
        }
        while !text.is_char_boundary(b) {
            b -= 1;
        }
        return Ok(text[a..b.max(a)].to_owned());
    }
    Ok((*u.choose(PIECES)?).to_owned())
}

/// The steps the bytes decide, with the texts each edit leaves (the server's own rule for
/// positions: `test_support::fuzz::apply_change`).
fn steps(ops: &[u8], rust: &mut String, patch: &mut String) -> Vec<Step> {
    let mut u = Unstructured::new(ops);
    let mut out = Vec::new();
    while !u.is_empty() && out.len() < 40 {
        let Ok(kind) = u.int_in_range(0..=15u8) else { break };
        let step = match kind {
            0..=7 => range(&mut u, rust).and_then(|r| Ok(Step::EditRust { range: r, text: typed(&mut u, rust)? })),
            8 => range(&mut u, patch).and_then(|r| Ok(Step::EditPatch { range: r, text: typed(&mut u, patch)? })),
            9..=11 => range(&mut u, rust).map(|r| Step::CodeAction { range: r }),
            12..=13 => position(&mut u, rust).map(|at| Step::Hover { at }),
            _ => Ok(Step::Pause),
        };
        let Ok(step) = step else { break };
        match &step {
            Step::EditRust { range, text } => *rust = test_support::fuzz::apply_change(rust, *range, text),
            Step::EditPatch { range, text } => *patch = test_support::fuzz::apply_change(patch, *range, text),
            _ => {}
        }
        out.push(step);
    }
    out
}

/// The Rust text and the patch a session's steps leave.
pub fn final_texts(case: &SessionCase) -> (String, String) {
    let (mut rust, mut patch) = (case.files.rust.clone(), case.files.patch.clone());
    steps(&case.ops, &mut rust, &mut patch);
    (rust, patch)
}

/// What `cocci check` reports for `patch` on `text`; `None` when the server's answer cannot
/// be predicted without a semantic model (the patch needs one) or when the patch has errors
/// (then nothing of it runs, and the patch's own diagnostics say why).
pub fn cli(patch: &str, text: &str) -> Option<Vec<Reported>> {
    let parsed = smpl::parse_patch(patch);
    if !parsed.errors.is_empty() {
        return None;
    }
    let engine = engine::Engine::standard(&parsed.patch);
    if engine.needs_semantics() {
        return None;
    }
    if !engine.may_match(text) {
        return Some(Vec::new());
    }
    Some(reported(text, engine.apply(text, engine::Edition::Edition2021).reports))
}

fn lsp_range(r: [u32; 4]) -> Value {
    json!({"start": {"line": r[0], "character": r[1]}, "end": {"line": r[2], "character": r[3]}})
}

pub fn session_target(case: &SessionCase) -> std::result::Result<(), String> {
    let mut rust = case.files.rust.clone();
    let mut patch = case.files.patch.clone();
    let steps = steps(&case.ops, &mut rust, &mut patch);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("no runtime: {e}"))?;
    runtime.block_on(run(case, &steps, &rust, &patch))
}

async fn run(case: &SessionCase, steps: &[Step], rust: &str, patch: &str) -> std::result::Result<(), String> {
    let ws = tempfile::tempdir().map_err(|e| e.to_string())?;
    let root = ws.path();
    let (rs, cocci) = (root.join("src/open.rs"), root.join("p.cocci"));
    std::fs::create_dir_all(root.join("src")).map_err(|e| e.to_string())?;
    std::fs::write(&rs, &case.files.rust).map_err(|e| e.to_string())?;
    std::fs::write(&cocci, &case.files.patch).map_err(|e| e.to_string())?;
    let client = Client::start(root, false, json!({})).await;
    client.scan_done().await;
    client.open(&rs, "rust", 1, &case.files.rust).await;
    client.open(&cocci, "cocci", 1, &case.files.patch).await;
    let (mut rust_version, mut patch_version) = (1, 1);
    let uri = test_support::uri(&rs);
    for step in steps {
        match step {
            Step::EditRust { range, text } => {
                rust_version += 1;
                client.change(&rs, rust_version, *range, text).await;
            }
            Step::EditPatch { range, text } => {
                patch_version += 1;
                client.change(&cocci, patch_version, *range, text).await;
            }
            Step::CodeAction { range } => {
                let params =
                    json!({"textDocument": {"uri": uri}, "range": lsp_range(*range), "context": {"diagnostics": []}});
                let answer = client.request_raw("textDocument/codeAction", params).await;
                if answer.get("error").is_some() {
                    return Err(format!("codeAction answered {answer}"));
                }
            }
            Step::Hover { at } => {
                let params = json!({"textDocument": {"uri": uri}, "position": {"line": at[0], "character": at[1]}});
                let answer = client.request_raw("textDocument/hover", params).await;
                if answer.get("error").is_some() {
                    return Err(format!("hover answered {answer}"));
                }
            }
            Step::Pause => tokio::time::sleep(Duration::from_millis(5)).await,
        }
    }
    client.settled_within(Duration::from_secs(30)).await;
    let mut problems = Vec::new();
    if let Some(want) = cli(patch, rust) {
        let got = client.last_diagnostics(&rs).map(|(d, _)| published(&d)).unwrap_or_default();
        if got != want {
            problems.push(format!(
                "after {steps:?}\nthe server publishes {got:?}\ncocci check reports {want:?}\non the patch\n{patch}\nand the Rust file\n{rust}"
            ));
        }
    }
    let status = client.shutdown_and_exit().await;
    if status != 0 {
        problems.push(format!("the server exited with {status}"));
    }
    drop(ws);
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n")) }
}

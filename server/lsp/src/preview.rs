//! Computing the preview of a patch: the unified diff it would make of the workspace (or of the
//! open files), with its counts, computed as `cocci apply` computes it. It answers
//! `workspace/executeCommand` `cocci.previewPatch` `[patchUri, {"scope": "workspace" | "open"}?]`
//! with one [`Payload`] now (an error when the patch has errors, as other commands do), and
//! makes the payloads `subscriptions` pushes to the clients that subscribed.
//!
//! A run whose inputs changed meanwhile (its caller's `cancelled`) stops at its next file and
//! gives nothing; the diff text is cut at [`MAX_DIFF`] bytes (the counts stay whole). Only
//! `.rs` files inside the workspace folders are read (see `confine`).
//!
//! Exactly as `cocci apply PATCH FILES...` run in the workspace folder (`server/cli/src/run.rs`,
//! `process`): the patch through [`Engine::standard`] (the CLI's defaults), each file's byte
//! order mark set aside for matching, the file's path relative to its workspace folder given
//! to the engine (`depends on file in`) and used in the diff's headers (`a/src/x.rs`,
//! `b/src/x.rs`, three lines of context), a typed patch asking the workspace's semantic model
//! (the server's, shared with its diagnostics), the same messages for problems, the same
//! summary (with the candidates skipped for want of a type).
//! Open documents count with their unsaved text; the files are those `cocci.applyToWorkspace`
//! would edit: every `*.rs` file the walk of the folders finds (`.gitignore` respected) and the
//! open Rust documents.

use crate::document::Lang;
use crate::infra::confine::{self, Kind};
use crate::infra::pool;
use crate::patches::PatchFile;
use crate::state::State;
use engine::Engine;
use ra_ap_syntax::Edition;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tower_lsp_server::ls_types::Uri;

pub const COMMAND: &str = "cocci.previewPatch";

/// The longest diff text sent; the files after it are counted, not shown.
pub const MAX_DIFF: usize = 4 << 20;

/// A file may begin with a byte order mark: set aside for matching, as the CLI does.
const BOM: &str = "\u{feff}";

/// Which files a preview covers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scope {
    /// Every Rust file of the workspace (open ones with their unsaved text).
    #[default]
    Workspace,
    /// The open Rust documents only.
    Open,
}

impl Scope {
    /// From `{"scope": "workspace" | "open"}` (absent: workspace).
    pub fn from_options(options: Option<&Value>) -> Result<Scope, String> {
        let scope = options.and_then(|o| o.get("scope"));
        match scope.map(|s| (s, s.as_str())) {
            None | Some((_, Some("workspace"))) => Ok(Scope::Workspace),
            Some((_, Some("open"))) => Ok(Scope::Open),
            Some((other, _)) => Err(format!("scope must be \"workspace\" or \"open\", not {other}")),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Scope::Workspace => "workspace",
            Scope::Open => "open",
        }
    }
}

/// What a preview says: the payload of `cocci/preview` and the answer of `cocci.previewPatch`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Payload {
    pub uri: String,
    /// The version of the patch's document the diff is of; `None` for the patch on disk.
    pub version: Option<i32>,
    pub scope: Scope,
    /// The unified diff, file after file, as `cocci apply` prints it.
    pub diff: String,
    pub matches: usize,
    pub files_changed: usize,
    pub problems: usize,
    /// Candidates a typed patch skipped because the semantic model could not tell their type.
    pub skipped: usize,
    /// What `cocci apply` says on stderr for the files (problems, syntax-error warnings).
    pub messages: Vec<String>,
    /// The diff was cut at [`MAX_DIFF`] bytes (the counts are whole).
    pub truncated: bool,
    /// Why there is no diff (the patch has errors, or is gone).
    pub error: Option<String>,
}

impl Payload {
    /// A payload with no diff: why there is none.
    pub fn error(uri: &Uri, version: Option<i32>, scope: Scope, error: String) -> Payload {
        Payload { uri: uri.as_str().to_owned(), version, scope, error: Some(error), ..Payload::default() }
    }

    /// `cocci apply`'s summary line.
    pub fn summary(&self) -> String {
        let skipped = if self.skipped > 0 {
            format!(", {} skipped (type or name unknown)", count(self.skipped, "candidate", "candidates"))
        } else {
            String::new()
        };
        format!(
            "{}, {}, {}{skipped}",
            count(self.matches, "match", "matches"),
            count(self.files_changed, "file changed", "files changed"),
            count(self.problems, "problem", "problems")
        )
    }

    pub fn to_json(&self) -> Value {
        json!({
            "uri": self.uri,
            "version": self.version,
            "scope": self.scope.name(),
            "diff": self.diff,
            "matches": self.matches,
            "filesChanged": self.files_changed,
            "problems": self.problems,
            "skipped": self.skipped,
            "summary": self.summary(),
            "messages": self.messages,
            "truncated": self.truncated,
            "error": self.error,
        })
    }
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Why a patch cannot run, worded as the other commands word it; `None` when it can.
pub fn patch_errors(patch: &PatchFile) -> Option<String> {
    let e = patch.parsed.errors.first()?;
    let lc = e.line_col(&patch.text);
    Some(format!("{} has errors ({}:{}: {})", patch.name(), lc.line, lc.col, e.message))
}

/// One file of a preview.
struct Input {
    /// Its path relative to its workspace folder (prefixed by the folder's name when there
    /// are several): the name in the diff and the path the engine is given.
    name: String,
    /// Where it sorts: its folder, then its relative path (the order of `cocci apply`'s walk).
    order: (usize, PathBuf),
    source: Source,
    edition: Edition,
}

enum Source {
    /// An open document's text, and its path.
    Open(Arc<str>, PathBuf),
    /// A file on disk, by its real path (already checked by `confine`).
    Disk(PathBuf),
}

/// What one file gives, as `cocci apply` processes it.
#[derive(Default)]
struct FileOutcome {
    diff: String,
    messages: Vec<String>,
    problems: usize,
    matches: usize,
    changed: bool,
    skipped: usize,
}

/// A file to run the patch on: its name in the diff, its text, its edition, and for a typed
/// patch the semantic model and the file's path in it.
struct FileIn<'a> {
    name: &'a str,
    text: &'a str,
    edition: Edition,
    model: Option<(&'a sema::SemanticModel, &'a std::path::Path)>,
}

/// `server/cli/src/run.rs`'s `process` for one file (without writing).
fn apply_file(engine: &Engine, file: FileIn) -> FileOutcome {
    let FileIn { name, text, edition, model } = file;
    let mut r = FileOutcome::default();
    let (bom, body) = match text.strip_prefix(BOM) {
        Some(rest) => (BOM, rest),
        None => ("", text),
    };
    if !engine.may_match(body) {
        return r;
    }
    let answers = model.filter(|_| engine.needs_semantics()).map(|(m, path)| m.file(path, body));
    let sema = answers.as_ref().map(|a| a as &dyn engine::sema::FileSemantics);
    let given = engine::Given { path: Some(name), sema, ..Default::default() };
    let outcome = engine.apply_given(body, edition, given);
    r.skipped = outcome.unknown_types;
    if outcome.syntax_errors > 0 {
        r.messages.push(format!(
            "{name}: warning: {} syntax error{}; matched where the file parses",
            outcome.syntax_errors,
            if outcome.syntax_errors == 1 { "" } else { "s" }
        ));
    }
    for p in &outcome.problems {
        let at = p.at.map(|lc| format!("{}:{}:", lc.line, lc.col)).unwrap_or_default();
        r.messages.push(format!("{name}:{at} error: {}: {}", p.rule, p.message));
        r.problems += 1;
    }
    r.matches = outcome.reports.len();
    if outcome.changed {
        r.changed = true;
        r.diff = diff(name, text, &format!("{bom}{}", outcome.text));
    }
    r
}

/// The CLI's unified diff of one file.
fn diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{name}"), &format!("b/{name}"))
        .to_string()
}

fn read(name: &str, real: &std::path::Path) -> Result<String, String> {
    confine::read(real).map_err(|e| match e.kind() {
        std::io::ErrorKind::InvalidData => format!("{name}: error: not valid UTF-8, skipped"),
        _ => format!("{name}: error: cannot read: {e}"),
    })
}

/// The files of a preview: the open Rust documents (their text now) and, for the workspace,
/// the walk's files that are not open. Runs the walk, so call it on a pool.
fn inputs(state: &State, open: Vec<(Uri, Arc<str>, Edition)>, scope: Scope) -> Vec<Input> {
    let workspace = state.workspace();
    let several = workspace.folders().len() > 1;
    let named = |order: (usize, PathBuf)| {
        let rel = order.1.display().to_string();
        let name = match workspace.folders().get(order.0).and_then(|f| f.file_name()) {
            Some(folder) if several => format!("{}/{rel}", folder.to_string_lossy()),
            _ => rel,
        };
        (name, order)
    };
    let mut out = Vec::new();
    let mut open_files = std::collections::HashSet::new();
    for (uri, text, edition) in open {
        let (Ok(real), Some(path)) = (workspace.check(&uri, Kind::Rust), uri.to_file_path()) else { continue };
        let Some(order) = workspace.relative(&path) else { continue };
        open_files.insert(real);
        let (name, order) = named(order);
        out.push(Input { name, order, source: Source::Open(text, path.into_owned()), edition });
    }
    if scope == Scope::Workspace {
        // The walk does not follow links; each file is checked anyway (its real path inside).
        for f in project::files::collect(workspace.folders()).unwrap_or_default() {
            let (Ok(real), Some(order)) = (workspace.check_path(&f, Kind::Rust), workspace.relative(&f)) else {
                continue;
            };
            if open_files.contains(&real) {
                continue;
            }
            let (name, order) = named(order);
            let edition = state.editions.for_file(&real);
            out.push(Input { name, order, source: Source::Disk(real), edition });
        }
    }
    out.sort_by(|a, b| a.order.cmp(&b.order));
    out
}

/// The preview of `patch` (without errors) over `scope`; `None` when `cancelled` said to stop.
pub async fn compute(
    state: &Arc<State>,
    patch: Arc<PatchFile>,
    scope: Scope,
    cancelled: impl Fn() -> bool + Send + Sync + 'static,
) -> Option<Payload> {
    let open: Vec<(Uri, Arc<str>, Edition)> = state
        .docs
        .iter()
        .filter(|d| d.lang == Lang::Rust)
        .map(|d| (d.key().clone(), d.text.clone(), d.edition))
        .collect();
    let st = state.clone();
    let work = move || -> Option<Payload> {
        use rayon::prelude::*;
        let files = inputs(&st, open, scope);
        let engine = Engine::standard(&patch.parsed.patch);
        let model = engine.needs_semantics().then(|| st.semantic_model());
        let outcomes: Option<Vec<FileOutcome>> = files
            .par_iter()
            .map(|input| {
                if cancelled() {
                    return None;
                }
                let file = |text, path| FileIn {
                    name: &input.name,
                    text,
                    edition: input.edition,
                    model: model.as_deref().map(|m| (m, path)),
                };
                let outcome = match &input.source {
                    Source::Open(text, path) => apply_file(&engine, file(text, path)),
                    Source::Disk(real) => match read(&input.name, real) {
                        Ok(text) => apply_file(&engine, file(&text, real)),
                        Err(message) => FileOutcome { messages: vec![message], problems: 1, ..FileOutcome::default() },
                    },
                };
                Some(outcome)
            })
            .collect();
        let mut payload =
            Payload { uri: patch.uri.as_str().to_owned(), version: patch.version, scope, ..Payload::default() };
        for o in outcomes? {
            payload.matches += o.matches;
            payload.problems += o.problems;
            payload.skipped += o.skipped;
            payload.files_changed += usize::from(o.changed);
            payload.messages.extend(o.messages);
            if payload.truncated || payload.diff.len() + o.diff.len() > MAX_DIFF {
                payload.truncated |= !o.diff.is_empty();
            } else {
                payload.diff.push_str(&o.diff);
            }
        }
        Some(payload)
    };
    let pool = match scope {
        Scope::Open => pool::interactive(),
        Scope::Workspace => pool::background(),
    };
    pool.run(work).await.flatten()
}

/// `cocci.previewPatch`: the preview now (the patch must be usable).
pub async fn command(state: &Arc<State>, patch: Arc<PatchFile>, scope: Scope) -> Result<Value, String> {
    if let Some(why) = patch_errors(&patch) {
        return Err(why);
    }
    let st = state.clone();
    let payload = compute(state, patch, scope, move || st.stopped.load(Ordering::SeqCst))
        .await
        .ok_or("computing the preview failed (see the server's log)")?;
    Ok(payload.to_json())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine_of(patch: &str) -> smpl::Parsed {
        let parsed = smpl::parse_patch(patch);
        assert!(parsed.errors.is_empty());
        parsed
    }

    #[test]
    fn a_file_gives_the_cli_diff_its_counts_and_keeps_its_byte_order_mark() {
        let parsed = engine_of("@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n");
        let engine = Engine::standard(&parsed.patch);
        let text = "\u{feff}fn f() {\n    a.unwrap();\n}\n";
        let file = |name, text| FileIn { name, text, edition: Edition::Edition2021, model: None };
        let o = apply_file(&engine, file("src/a.rs", text));
        assert_eq!((o.matches, o.changed, o.problems), (1, true, 0));
        assert_eq!(
            o.diff,
            "--- a/src/a.rs\n+++ b/src/a.rs\n@@ -1,3 +1,3 @@\n \u{feff}fn f() {\n-    a.unwrap();\n+    a.expect(\"checked\");\n }\n"
        );
        let none = apply_file(&engine, file("src/b.rs", "fn g() {}\n"));
        assert_eq!((none.matches, none.changed, none.diff.as_str()), (0, false, ""));
    }

    #[test]
    fn the_scope_is_workspace_or_open() {
        assert_eq!(Scope::from_options(None), Ok(Scope::Workspace));
        assert_eq!(Scope::from_options(Some(&json!({"scope": "open"}))), Ok(Scope::Open));
        assert_eq!(Scope::from_options(Some(&json!({}))), Ok(Scope::Workspace));
        assert!(Scope::from_options(Some(&json!({"scope": 3}))).unwrap_err().contains("not 3"));
    }
}

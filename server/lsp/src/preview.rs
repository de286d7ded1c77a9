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
//! Exactly as `cocci apply PATCH FILES...` run in the workspace folder: each file goes through
//! the `apply` crate's one step, as the CLI's do, with the patch through [`Engine::standard`]
//! (the CLI's defaults), the file's path relative to its workspace folder as its name (given to
//! the engine for `depends on file in`, and in the diff's headers `a/src/x.rs`, `b/src/x.rs`),
//! and the workspace's semantic model (the server's, shared with its diagnostics); so the diff,
//! the messages and the summary line are the CLI's.
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
    /// Matches, refusals, files changed, problems, candidates skipped, as `cocci apply` counts.
    pub counts: apply::Counts,
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
        self.counts.summary()
    }

    pub fn to_json(&self) -> Value {
        json!({
            "uri": self.uri,
            "version": self.version,
            "scope": self.scope.name(),
            "diff": self.diff,
            "matches": self.counts.matches,
            "refused": self.counts.refused,
            "filesChanged": self.counts.files_changed,
            "problems": self.counts.problems,
            "skipped": self.counts.skipped,
            "summary": self.summary(),
            "messages": self.messages,
            "truncated": self.truncated,
            "error": self.error,
        })
    }
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
    counts: apply::Counts,
}

/// One file through the `apply` crate's step, as the CLI runs it (without writing).
fn apply_file(engine: &Engine, file: apply::FileIn) -> FileOutcome {
    let applied = apply::run(engine, file);
    let messages = applied.messages().into_iter().map(|m| m.text).collect();
    FileOutcome { diff: applied.diff(), messages, counts: applied.counts() }
}

fn read(name: &str, real: &std::path::Path) -> Result<String, apply::Message> {
    confine::read(real).map_err(|e| match e.kind() {
        std::io::ErrorKind::InvalidData => apply::Message::not_utf8(name),
        _ => apply::Message::cannot_read(name, &e),
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
        let engine = patch.engine();
        // Asked by a typed patch; by any other only before a rewrite that could be wrong
        // without it (loaded only then), as the CLI does.
        let model = st.semantic_model();
        let outcomes: Option<Vec<FileOutcome>> = files
            .par_iter()
            .map(|input| {
                if cancelled() {
                    return None;
                }
                let file = |text, path| apply::FileIn {
                    name: &input.name,
                    text,
                    edition: input.edition,
                    semantics: Some((&*model as &dyn engine::sema::Workspace, path)),
                    doctests: apply::Doctests::default(),
                    macro_bodies: true,
                    expand_macros: apply::ExpandMacros::default(),
                };
                let outcome = match &input.source {
                    Source::Open(text, path) => apply_file(&engine, file(text, path)),
                    Source::Disk(real) => match read(&input.name, real) {
                        Ok(text) => apply_file(&engine, file(&text, real)),
                        Err(message) => FileOutcome {
                            messages: vec![message.text],
                            counts: apply::Counts { problems: 1, ..apply::Counts::default() },
                            ..FileOutcome::default()
                        },
                    },
                };
                Some(outcome)
            })
            .collect();
        let mut payload =
            Payload { uri: patch.uri.as_str().to_owned(), version: patch.version, scope, ..Payload::default() };
        for o in outcomes? {
            payload.counts.add(o.counts);
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
        let file = |name, text| apply::FileIn {
            name,
            text,
            edition: Edition::Edition2021,
            semantics: None,
            doctests: apply::Doctests::default(),
            macro_bodies: true,
            expand_macros: apply::ExpandMacros::default(),
        };
        let o = apply_file(&engine, file("src/a.rs", text));
        assert_eq!((o.counts.matches, o.counts.files_changed, o.counts.problems), (1, 1, 0));
        assert_eq!(
            o.diff,
            "--- a/src/a.rs\n+++ b/src/a.rs\n@@ -1,3 +1,3 @@\n \u{feff}fn f() {\n-    a.unwrap();\n+    a.expect(\"checked\");\n }\n"
        );
        let none = apply_file(&engine, file("src/b.rs", "fn g() {}\n"));
        assert_eq!((none.counts, none.diff.as_str()), (apply::Counts::default(), ""));
    }

    #[test]
    fn the_scope_is_workspace_or_open() {
        assert_eq!(Scope::from_options(None), Ok(Scope::Workspace));
        assert_eq!(Scope::from_options(Some(&json!({"scope": "open"}))), Ok(Scope::Open));
        assert_eq!(Scope::from_options(Some(&json!({}))), Ok(Scope::Workspace));
        assert!(Scope::from_options(Some(&json!({"scope": 3}))).unwrap_err().contains("not 3"));
    }
}

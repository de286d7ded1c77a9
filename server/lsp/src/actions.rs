//! Code actions, commands, hovers and code lenses. Edits are always computed from the current
//! text of a document (its version is sent along), never from results of an older version.

use crate::confine::{self, Kind};
use crate::document::{Lang, Snapshot, minimal_edit};
use crate::encoding::Lines;
use crate::matching::{PatchReports, guarded};
use crate::patches::PatchFile;
use crate::pool;
use crate::state::State;
use engine::{Engine, Report, ReportKind};
use ra_ap_syntax::{Edition, TextRange, TextSize};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;
use tower_lsp_server::ls_types::*;

pub const FIX_ALL: &str = "source.fixAll.cocci";
pub const APPLY_TO_WORKSPACE: &str = "cocci.applyToWorkspace";
pub const SHOW_MATCHES: &str = "cocci.showMatches";
pub const WORKSPACE_EDIT: &str = "cocci.workspaceEdit";
pub const APPLY_TO_FILE: &str = "cocci.applyToFile";

/// Applies patches one after the other to `text` (each sees what the previous left).
pub fn apply_patches(text: &str, edition: Edition, patches: &[Arc<PatchFile>]) -> String {
    let mut current = text.to_owned();
    for p in patches {
        let engine = Engine::new(&p.parsed.patch);
        if !engine.may_match(&current) {
            continue;
        }
        if let Some(out) = guarded(&p.name(), || engine.apply(&current, edition)) {
            current = out.text;
        }
    }
    current
}

fn doc_edit(uri: &Uri, version: Option<i32>, edits: Vec<TextEdit>) -> TextDocumentEdit {
    TextDocumentEdit {
        text_document: OptionalVersionedTextDocumentIdentifier { uri: uri.clone(), version },
        edits: edits.into_iter().map(OneOf::Left).collect(),
    }
}

fn workspace_edit(changes: Vec<TextDocumentEdit>) -> WorkspaceEdit {
    WorkspaceEdit { document_changes: Some(DocumentChanges::Edits(changes)), ..WorkspaceEdit::default() }
}

/// The edit turning `old` into `new`, as one replacement.
fn whole_file_edit(old: &str, new: &str, lines: &Lines) -> Option<TextEdit> {
    let (range, text) = minimal_edit(old, new)?;
    Some(TextEdit { range: lines.range(range), new_text: text })
}

fn allowed(only: &Option<Vec<CodeActionKind>>, kind: &CodeActionKind) -> bool {
    let Some(only) = only else { return true };
    only.iter().any(|o| kind.as_str() == o.as_str() || kind.as_str().starts_with(&format!("{}.", o.as_str())))
}

/// The actions at a range of a Rust document: its results (those published, or matched now),
/// then the actions computed on the interactive pool. `deferred`: the client resolves edits
/// (`codeAction/resolve`), so the whole-file ones (a run of the engine on the whole file per
/// patch) are computed only for the action the user picks, not at every cursor move.
pub async fn code_actions(state: &Arc<State>, params: CodeActionParams) -> Vec<CodeActionOrCommand> {
    let Some((snap, results)) = state.results_now(&params.text_document.uri).await else { return Vec::new() };
    let (enc, active) = (state.enc(), state.active_patches());
    let deferred = state.caps.read().unwrap_or_else(|e| e.into_inner()).resolve_edit;
    pool::interactive()
        .run(move || actions_at(&snap, &results, &active, enc, params, deferred))
        .await
        .unwrap_or_default()
}

/// What a whole-file action does, kept in its `data` until it is resolved.
#[derive(Clone, Debug, PartialEq)]
enum WholeFile {
    /// Every active patch, one after the other.
    FixAll,
    /// One patch.
    Patch(Uri),
}

impl WholeFile {
    fn data(&self, uri: &Uri) -> Value {
        match self {
            WholeFile::FixAll => json!({ "cocci": "fixAll", "uri": uri.as_str() }),
            WholeFile::Patch(p) => json!({ "cocci": "patch", "uri": uri.as_str(), "patch": p.as_str() }),
        }
    }

    fn from_data(data: &Value) -> Option<(Uri, WholeFile)> {
        let uri: Uri = data.get("uri")?.as_str()?.parse().ok()?;
        let what = match data.get("cocci")?.as_str()? {
            "fixAll" => WholeFile::FixAll,
            "patch" => WholeFile::Patch(data.get("patch")?.as_str()?.parse().ok()?),
            _ => return None,
        };
        Some((uri, what))
    }

    /// The edit of the whole file, from the snapshot's text.
    fn edit(&self, snap: &Snapshot, active: &[Arc<PatchFile>], lines: &Lines) -> Option<TextEdit> {
        let new = match self {
            WholeFile::FixAll => apply_patches(&snap.text, snap.edition, active),
            WholeFile::Patch(p) => {
                let patch = active.iter().find(|a| a.uri == *p)?;
                apply_patches(&snap.text, snap.edition, std::slice::from_ref(patch))
            }
        };
        whole_file_edit(&snap.text, &new, lines)
    }
}

fn actions_at(
    snap: &Snapshot,
    results: &[PatchReports],
    active: &[Arc<PatchFile>],
    enc: crate::encoding::Encoding,
    params: CodeActionParams,
    deferred: bool,
) -> Vec<CodeActionOrCommand> {
    let uri = params.text_document.uri;
    let lines = Lines::new(&snap.text, enc);
    let wanted = lines.text_range(params.range);
    let only = params.context.only;
    // The actions, and for each whole-file one what it does (its edit computed below).
    let mut out: Vec<(CodeAction, Option<WholeFile>)> = Vec::new();
    let quickfix = CodeActionKind::QUICKFIX;
    if allowed(&only, &quickfix) {
        for pr in results {
            for (i, r) in pr.reports.iter().enumerate() {
                if r.kind != ReportKind::Change || !touches(r.range, wanted) {
                    continue;
                }
                let diagnostic = params.context.diagnostics.iter().find(|d| same_report(d, pr, i)).cloned();
                let action = CodeAction {
                    kind: Some(quickfix.clone()),
                    diagnostics: diagnostic.map(|d| vec![d]),
                    is_preferred: Some(true),
                    ..CodeAction::default()
                };
                if r.fix.is_empty() {
                    // A change that needs the rules before it: apply the whole patch.
                    let title = format!("cocci: apply {} to this file", pr.patch.name());
                    out.push((CodeAction { title, ..action }, Some(WholeFile::Patch(pr.patch.uri.clone()))));
                } else if parses_after(snap, &r.fix) {
                    // Offered only if the file still parses after it.
                    let edits = r
                        .fix
                        .iter()
                        .map(|f| TextEdit { range: lines.range(f.range), new_text: f.text.clone() })
                        .collect();
                    let edit = Some(workspace_edit(vec![doc_edit(&uri, Some(snap.version), edits)]));
                    out.push((CodeAction { title: format!("cocci: {}", r.message), edit, ..action }, None));
                }
            }
        }
    }
    // Patches that would change something here.
    let changing: Vec<&Arc<PatchFile>> = results
        .iter()
        .filter(|pr| pr.reports.iter().any(|r| r.kind == ReportKind::Change))
        .map(|pr| &pr.patch)
        .collect();
    if !changing.is_empty() && allowed(&only, &CodeActionKind::new(FIX_ALL)) {
        let action = CodeAction {
            title: "cocci: apply every patch to this file".into(),
            kind: Some(CodeActionKind::new(FIX_ALL)),
            ..CodeAction::default()
        };
        out.push((action, Some(WholeFile::FixAll)));
    }
    if allowed(&only, &CodeActionKind::REFACTOR_REWRITE) {
        for patch in changing {
            let action = CodeAction {
                title: format!("cocci: apply {} to the whole file", patch.name()),
                kind: Some(CodeActionKind::REFACTOR_REWRITE),
                ..CodeAction::default()
            };
            out.push((action, Some(WholeFile::Patch(patch.uri.clone()))));
        }
    }
    if deferred {
        for (action, whole) in &mut out {
            if let Some(whole) = whole {
                action.data = Some(whole.data(&uri));
            }
        }
    } else {
        // Each whole-file edit is a run of the engine on the file: in parallel.
        use rayon::prelude::*;
        let edits: Vec<Option<TextEdit>> =
            out.par_iter().map(|(_, whole)| whole.as_ref().and_then(|w| w.edit(snap, active, &lines))).collect();
        let mut kept = Vec::new();
        for ((mut action, whole), edit) in out.into_iter().zip(edits) {
            match (whole, edit) {
                (None, _) => kept.push((action, None)),
                (Some(_), Some(e)) => {
                    action.edit = Some(workspace_edit(vec![doc_edit(&uri, Some(snap.version), vec![e])]));
                    kept.push((action, None));
                }
                // Nothing would change: no action.
                (Some(_), None) => {}
            }
        }
        out = kept;
    }
    out.into_iter().map(|(a, _)| CodeActionOrCommand::CodeAction(a)).collect()
}

/// `codeAction/resolve`: the edit of a whole-file action, from the document's current text (the
/// edit carries its version). An action the server did not make comes back as it was.
pub async fn resolve(state: &Arc<State>, mut action: CodeAction) -> CodeAction {
    let Some((uri, whole)) = action.data.as_ref().and_then(WholeFile::from_data) else { return action };
    let Some((Lang::Rust, snap)) = state.snapshot(&uri) else { return action };
    let (enc, active) = (state.enc(), state.active_patches());
    let edit = pool::interactive()
        .run(move || {
            let lines = Lines::new(&snap.text, enc);
            let e = whole.edit(&snap, &active, &lines);
            workspace_edit(vec![doc_edit(&uri, Some(snap.version), e.into_iter().collect())])
        })
        .await;
    action.edit = edit;
    action
}

/// Whether the document has no more syntax errors once `fix` is made (and the fix fits the
/// text: ranges inside it, on character boundaries, not overlapping).
fn parses_after(snap: &Snapshot, fix: &[engine::TextEdit]) -> bool {
    let mut text = snap.text.to_string();
    let mut sorted: Vec<&engine::TextEdit> = fix.iter().collect();
    sorted.sort_by_key(|e| std::cmp::Reverse(e.range.start()));
    let mut limit = text.len();
    for e in sorted {
        let r = std::ops::Range::<usize>::from(e.range);
        if r.end > limit || !text.is_char_boundary(r.start) || !text.is_char_boundary(r.end) {
            return false;
        }
        limit = r.start;
        text.replace_range(r, &e.text);
    }
    let before = snap.caches.lock().unwrap_or_else(|e| e.into_inner()).tree(&snap.text, snap.edition).errors().len();
    ra_ap_syntax::SourceFile::parse(&text, snap.edition).errors().len() <= before
}

fn touches(a: TextRange, b: TextRange) -> bool {
    a.start() <= b.end() && b.start() <= a.end()
}

fn same_report(d: &Diagnostic, pr: &PatchReports, i: usize) -> bool {
    d.data.as_ref().is_some_and(|data| {
        data.get("patch").and_then(Value::as_str) == Some(pr.patch.uri.as_str())
            && data.get("index").and_then(Value::as_u64) == Some(i as u64)
    })
}

/// The rule, the bindings and what the code becomes, for a match under the cursor.
pub async fn hover(state: &Arc<State>, params: HoverParams) -> Option<Hover> {
    let uri = params.text_document_position_params.text_document.uri;
    let (snap, results) = state.results_now(&uri).await?;
    let lines = Lines::new(&snap.text, state.enc());
    let at = lines.offset(params.text_document_position_params.position);
    let (pr, r) = results
        .iter()
        .flat_map(|pr| pr.reports.iter().map(move |r| (pr, r)))
        .filter(|(_, r)| r.range.contains_inclusive(at))
        .min_by_key(|(_, r)| r.range.len())?;
    let mut md = format!("**cocci** rule `{}` of `{}`\n\n{}\n", r.rule, pr.patch.name(), r.message);
    if !r.bindings.is_empty() {
        md.push_str("\n| metavariable | code |\n| --- | --- |\n");
        for (name, code) in &r.bindings {
            let code = code.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|");
            md.push_str(&format!("| `{name}` | `{code}` |\n"));
        }
    }
    if let Some(preview) = preview(&snap.text, r) {
        md.push_str(&format!("\n**After the rewrite:**\n```rust\n{preview}\n```\n"));
    }
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value: md }),
        range: Some(lines.range(r.range)),
    })
}

/// The lines a fix touches, as they read after it.
fn preview(text: &str, r: &Report) -> Option<String> {
    let fix = r.fix.first()?;
    let (s, e) = (usize::from(fix.range.start()), usize::from(fix.range.end()));
    let line_start = text.get(..s)?.rfind('\n').map_or(0, |i| i + 1);
    let line_end = text.get(e..)?.find('\n').map_or(text.len(), |i| e + i);
    let mut lines = text[line_start..line_end].to_owned();
    lines.replace_range(s - line_start..e - line_start, &fix.text);
    Some(lines)
}

/// "N matches in M files" on each rule of an open patch.
pub fn code_lens(state: &State, uri: &Uri) -> Vec<CodeLens> {
    let Some(patch) = state.patches.read().unwrap_or_else(|e| e.into_inner()).get(uri) else { return Vec::new() };
    let lines = Lines::new(&patch.text, state.enc());
    let mut counts: HashMap<usize, (usize, usize)> = HashMap::new();
    for entry in state.results.iter() {
        for pr in entry.per_patch.iter().filter(|pr| pr.patch.uri == *uri) {
            let mut in_file: HashMap<usize, usize> = HashMap::new();
            for r in &pr.reports {
                *in_file.entry(r.rule_index).or_default() += 1;
            }
            for (rule, n) in in_file {
                let c = counts.entry(rule).or_default();
                c.0 += n;
                c.1 += 1;
            }
        }
    }
    patch
        .parsed
        .patch
        .rules
        .iter()
        .enumerate()
        .filter(|(_, r)| r.body.is_some())
        .map(|(i, rule)| {
            let (n, m) = counts.get(&i).copied().unwrap_or_default();
            let title = if !patch.parsed.errors.is_empty() {
                "the patch has errors".to_owned()
            } else {
                format!("{n} match{} in {m} file{}", if n == 1 { "" } else { "es" }, if m == 1 { "" } else { "s" })
            };
            CodeLens {
                range: lines.range(rule.header),
                command: Some(Command {
                    title,
                    command: SHOW_MATCHES.into(),
                    arguments: Some(vec![json!(uri.as_str()), json!(rule.name)]),
                }),
                data: None,
            }
        })
        .collect()
}

/// Runs a command; an error says what is wrong with the arguments.
pub async fn execute_command(state: &Arc<State>, params: ExecuteCommandParams) -> Result<Option<Value>, String> {
    let patch_arg = || -> Result<Arc<PatchFile>, String> {
        let arg = params.arguments.first().and_then(Value::as_str).ok_or("expected a patch URI as first argument")?;
        let uri: Uri = arg.parse().map_err(|_| format!("not a URI: {arg}"))?;
        state.workspace().check(&uri, Kind::Patch)?;
        state.patches.read().unwrap_or_else(|e| e.into_inner()).get(&uri).ok_or(format!("no patch at {arg}"))
    };
    let usable = |patch: Arc<PatchFile>| match patch.parsed.errors.first() {
        Some(e) => {
            let lc = e.line_col(&patch.text);
            Err(format!("{} has errors ({}:{}: {})", patch.name(), lc.line, lc.col, e.message))
        }
        None => Ok(patch),
    };
    match params.command.as_str() {
        APPLY_TO_WORKSPACE => {
            let patch = usable(patch_arg()?)?;
            let changes = workspace_changes(state, &patch).await;
            let files = changes.len();
            if files == 0 {
                return Ok(Some(json!({ "applied": true, "files": 0 })));
            }
            let applied = state.client.apply_edit(workspace_edit(changes)).await.map(|r| r.applied).unwrap_or(false);
            Ok(Some(json!({ "applied": applied, "files": files })))
        }
        WORKSPACE_EDIT => {
            // What applyToWorkspace would do, not applied: for a preview in the editor.
            let patch = usable(patch_arg()?)?;
            let changes = workspace_changes(state, &patch).await;
            Ok(serde_json::to_value(workspace_edit(changes)).ok())
        }
        APPLY_TO_FILE => {
            let patch = usable(patch_arg()?)?;
            let arg =
                params.arguments.get(1).and_then(Value::as_str).ok_or("expected a file URI as second argument")?;
            let file: Uri = arg.parse().map_err(|_| format!("not a URI: {arg}"))?;
            // Only a .rs file inside the workspace is read, and only it gets an edit.
            let path = state.workspace().check(&file, Kind::Rust)?;
            let open = state.docs.get(&file).map(|d| (d.version, d.text.clone(), d.edition));
            let (enc, st, arg) = (state.enc(), state.clone(), arg.to_owned());
            let (version, edit) = pool::background()
                .run(move || -> Result<_, String> {
                    let (version, text, edition) = match open {
                        Some((v, text, edition)) => (Some(v), text, edition),
                        None => {
                            let text = confine::read(&path).map_err(|e| format!("cannot read {arg}: {e}"))?;
                            (None, text.into(), st.editions.for_file(&path))
                        }
                    };
                    let new = apply_patches(&text, edition, std::slice::from_ref(&patch));
                    Ok((version, whole_file_edit(&text, &new, &Lines::new(&text, enc))))
                })
                .await
                .ok_or("applying the patch failed (see the server's log)")??;
            let Some(e) = edit else {
                return Ok(Some(json!({ "applied": false, "changed": false })));
            };
            let edit = workspace_edit(vec![doc_edit(&file, version, vec![e])]);
            let applied = state.client.apply_edit(edit).await.map(|r| r.applied).unwrap_or(false);
            Ok(Some(json!({ "applied": applied, "changed": true })))
        }
        SHOW_MATCHES => {
            let patch_uri = patch_arg()?.uri.clone();
            let rule = params.arguments.get(1).and_then(Value::as_str);
            let enc = state.enc();
            let mut out = Vec::new();
            for entry in state.results.iter() {
                let lines = Lines::new(&entry.text, enc);
                for pr in entry.per_patch.iter().filter(|pr| pr.patch.uri == patch_uri) {
                    for r in pr.reports.iter().filter(|r| rule.is_none_or(|name| r.rule == name)) {
                        out.push(json!({
                            "uri": entry.key().as_str(),
                            "range": lines.range(r.range),
                            "rule": r.rule,
                            "message": r.message,
                            "code": line_of(&entry.text, r.range.start()),
                        }));
                    }
                }
            }
            Ok(Some(Value::Array(out)))
        }
        // Debug builds only: a command that panics, so tests can check that a panic in a
        // handler is answered and contained.
        #[cfg(debug_assertions)]
        "cocci.panicForTests" => panic!("the test command panics on purpose"),
        other => Err(format!("unknown command {other}")),
    }
}

fn line_of(text: &str, at: TextSize) -> String {
    let at = text.floor_char_boundary(usize::from(at));
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    text[start..end].trim().to_owned()
}

/// One edit for every workspace file the patch changes: open documents from their current
/// text (versioned), the others from disk; all on the background pool.
async fn workspace_changes(state: &Arc<State>, patch: &Arc<PatchFile>) -> Vec<TextDocumentEdit> {
    let enc = state.enc();
    let open: Vec<(Uri, i32, Arc<str>, Edition)> = state
        .docs
        .iter()
        .filter(|d| d.lang == Lang::Rust)
        .map(|d| (d.key().clone(), d.version, d.text.clone(), d.edition))
        .collect();
    let workspace = state.workspace();
    let (st, p) = (state.clone(), patch.clone());
    pool::background()
        .run(move || {
            use rayon::prelude::*;
            let mut changes: Vec<TextDocumentEdit> = open
                .par_iter()
                .filter_map(|(uri, version, text, edition)| {
                    let new = apply_patches(text, *edition, std::slice::from_ref(&p));
                    let e = whole_file_edit(text, &new, &Lines::new(text, enc))?;
                    Some(doc_edit(uri, Some(*version), vec![e]))
                })
                .collect();
            let files = project::files::collect(workspace.folders()).unwrap_or_default();
            let disk: Vec<TextDocumentEdit> = files
                .par_iter()
                .filter_map(|f| {
                    let real = workspace.check_path(f, Kind::Rust).ok()?;
                    let uri = Uri::from_file_path(f)?;
                    if open.iter().any(|o| o.0 == uri) {
                        return None;
                    }
                    let text = confine::read(&real).ok()?;
                    let new = apply_patches(&text, st.editions.for_file(&real), std::slice::from_ref(&p));
                    let e = whole_file_edit(&text, &new, &Lines::new(&text, enc))?;
                    Some(doc_edit(&uri, None, vec![e]))
                })
                .collect();
            changes.extend(disk);
            changes
        })
        .await
        .unwrap_or_default()
}

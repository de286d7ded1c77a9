//! Code actions: a quick fix per match, fix-all, a whole-patch rewrite; their whole-file edits
//! resolved lazily for clients that can.

use crate::document::{Lang, Snapshot};
use crate::edits::{apply_patches, doc_edit, whole_file_edit, workspace_edit};
use crate::infra::encoding::Lines;
use crate::infra::pool;
use crate::matching::PatchReports;
use crate::patches::PatchFile;
use crate::state::State;
use engine::ReportKind;
use ra_ap_syntax::TextRange;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;
use tower_lsp_server::ls_types::*;

pub const FIX_ALL: &str = "source.fixAll.cocci";

/// The most quick fixes one request offers (each is checked by parsing the file after it).
pub const MAX_QUICK_FIXES: usize = 50;

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
    *state.last_asked.lock().unwrap_or_else(|e| e.into_inner()) =
        Some((params.text_document.uri.clone(), params.range.start));
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
            WholeFile::FixAll => apply_patches(&snap.text, snap.edition, active, &snap.semantics),
            WholeFile::Patch(p) => {
                let patch = active.iter().find(|a| a.uri == *p)?;
                apply_patches(&snap.text, snap.edition, std::slice::from_ref(patch), &snap.semantics)
            }
        };
        whole_file_edit(&snap.text, &new, lines)
    }
}

fn actions_at(
    snap: &Snapshot,
    results: &[PatchReports],
    active: &[Arc<PatchFile>],
    enc: crate::infra::encoding::Encoding,
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
        // The diagnostics the client sent, by the report they are: a selection of the whole
        // file can send thousands.
        let mut sent: HashMap<ReportKey, &Diagnostic> = HashMap::new();
        for d in &params.context.diagnostics {
            if let Some(key) = report_key(d) {
                sent.entry(key).or_insert(d);
            }
        }
        // Each quick fix reparses the file to check it: a range over thousands of matches
        // offers the first MAX_QUICK_FIXES (the whole-file actions below do them all).
        let mut offered = 0;
        for pr in results {
            for r in &pr.reports {
                if r.kind != ReportKind::Change || !touches(r.range, wanted) || offered >= MAX_QUICK_FIXES {
                    continue;
                }
                offered += 1;
                let key =
                    (lines.range(r.range), crate::diagnostics::code_of(&pr.patch.name(), &r.rule), r.message.clone());
                let diagnostic = sent.get(&key).map(|d| (*d).clone());
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
    // Why the patches match here, or do not.
    if !active.is_empty() && allowed(&only, &CodeActionKind::EMPTY) {
        out.push((crate::explain::action(&uri, params.range.start, active), None));
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
    let before = snap.caches.lock().unwrap_or_else(|e| e.into_inner()).tree(&snap.text, snap.edition).1;
    ra_ap_syntax::SourceFile::parse(&text, snap.edition).errors().len() <= before
}

fn touches(a: TextRange, b: TextRange) -> bool {
    a.start() <= b.end() && b.start() <= a.end()
}

/// What tells the report a diagnostic of ours stands for: its place, its code (patch and
/// rule) and its message. Reports alike in all three are the same change.
type ReportKey = (Range, String, String);

fn report_key(d: &Diagnostic) -> Option<ReportKey> {
    let Some(NumberOrString::String(code)) = &d.code else { return None };
    (d.source.as_deref() == Some(crate::diagnostics::SOURCE)).then(|| (d.range, code.clone(), d.message.clone()))
}

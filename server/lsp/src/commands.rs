//! `workspace/executeCommand`: applying a patch to the workspace or to a file, its edit for a
//! preview, its unified diff (`cocci.previewPatch`, see `preview`), the list of its matches. Only patches and files inside the workspace (see
//! `confine`); an error says what is wrong with the arguments.

use crate::document::Lang;
use crate::edits::{apply_patches, doc_edit, whole_file_edit, workspace_edit};
use crate::infra::confine::{self, Kind};
use crate::infra::encoding::Lines;
use crate::infra::pool;
use crate::patches::PatchFile;
use crate::state::State;
use ra_ap_syntax::{Edition, TextSize};
use serde_json::{Value, json};
use std::sync::Arc;
use tower_lsp_server::ls_types::*;

pub const APPLY_TO_WORKSPACE: &str = "cocci.applyToWorkspace";
pub const SHOW_MATCHES: &str = "cocci.showMatches";
pub const WORKSPACE_EDIT: &str = "cocci.workspaceEdit";
pub const APPLY_TO_FILE: &str = "cocci.applyToFile";

/// Runs a command; an error says what is wrong with the arguments.
pub async fn execute_command(state: &Arc<State>, params: ExecuteCommandParams) -> Result<Option<Value>, String> {
    let patch_arg = || -> Result<Arc<PatchFile>, String> {
        let arg = params.arguments.first().and_then(Value::as_str).ok_or("expected a patch URI as first argument")?;
        let uri: Uri = arg.parse().map_err(|_| format!("not a URI: {arg}"))?;
        state.workspace().check(&uri, Kind::Patch)?;
        state.patches.read().unwrap_or_else(|e| e.into_inner()).get(&uri).ok_or(format!("no patch at {arg}"))
    };
    let usable = |patch: Arc<PatchFile>| match crate::preview::patch_errors(&patch) {
        Some(why) => Err(why),
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
                    let semantics = st.semantics_for(path.clone());
                    let new = apply_patches(&text, edition, std::slice::from_ref(&patch), &semantics);
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
        crate::preview::COMMAND => {
            // The diff the patch makes, for a preview; `cocci/previewSubscribe` keeps it live.
            let patch = patch_arg()?;
            let scope = crate::preview::Scope::from_options(params.arguments.get(1))?;
            crate::preview::command(state, patch, scope).await.map(Some)
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
        crate::explain::COMMAND => crate::explain::command(state, &params.arguments).await.map(Some),
        crate::infer::COMMAND => crate::infer::command(state, &params.arguments).await.map(Some),
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
                    let semantics = uri.to_file_path().and_then(|path| st.semantics_for(path.into_owned()));
                    let new = apply_patches(text, *edition, std::slice::from_ref(&p), &semantics);
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
                    let semantics = st.semantics_for(real.clone());
                    let new = apply_patches(&text, st.editions.for_file(&real), std::slice::from_ref(&p), &semantics);
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

//! Matching the files that are not open, from disk, on the background pool, with
//! `$/progress`. A newer patch change stops a scan at its next chunk, and its results are
//! dropped rather than published over the newer ones.

use crate::document::Snapshot;
use crate::infra::confine::{self, Kind};
use crate::infra::pool;
use crate::matching;
use crate::state::{self, State};
use rayon::prelude::*;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tower_lsp_server::ls_types::{NumberOrString, Uri};

/// Files matched between two progress reports (and checks for a newer scan).
const CHUNK: usize = 64;

pub async fn scan_workspace(state: &Arc<State>, generation: u64) {
    let workspace = state.workspace();
    if workspace.folders().is_empty() {
        return;
    }
    // The walk does not follow links; each file is checked anyway (its real path inside).
    let files = pool::background()
        .run(move || {
            let found = project::files::collect(workspace.folders()).unwrap_or_default();
            found
                .into_iter()
                .filter_map(|p| Some((workspace.check_path(&p, Kind::Rust).ok()?, Uri::from_file_path(&p)?)))
                .collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
    let closed: Vec<(PathBuf, Uri)> = files.into_iter().filter(|(_, uri)| !state.docs.contains_key(uri)).collect();
    let patches = state.active_patches();
    let progress = if state.caps.read().unwrap_or_else(|e| e.into_inner()).progress && !closed.is_empty() {
        let token = NumberOrString::String(format!("cocci-scan-{generation}"));
        match state.client.create_work_done_progress(token.clone()).await {
            Ok(()) => Some(
                state
                    .client
                    .progress(token, "cocci")
                    .with_message(format!("matching {} files", closed.len()))
                    .with_percentage(0)
                    .begin()
                    .await,
            ),
            Err(_) => None,
        }
    } else {
        None
    };
    let total = closed.len().max(1);
    let mut done = 0;
    for chunk in closed.chunks(CHUNK) {
        if superseded(state, generation) {
            break;
        }
        let (files, patches, st) = (chunk.to_vec(), patches.clone(), state.clone());
        let matched = pool::background()
            .run(move || {
                files
                    .par_iter()
                    .filter_map(|(path, uri)| {
                        let text = confine::read(path).ok()?;
                        let edition = st.editions.for_file(path);
                        let snap = Snapshot::from_disk(text, edition).with_semantics(st.semantics_for(path.clone()));
                        let results = matching::match_snapshot(&snap, &patches, &|| superseded(&st, generation))?;
                        Some((uri.clone(), snap.text, results))
                    })
                    .collect::<Vec<_>>()
            })
            .await
            .unwrap_or_default();
        if superseded(state, generation) {
            break;
        }
        for (uri, text, results) in matched {
            // Opened meanwhile: the editor's text rules.
            if !state.docs.contains_key(&uri) {
                state::publish_results(state, uri, None, generation, text, results).await;
            }
        }
        done += chunk.len();
        if let Some(p) = &progress {
            p.report((done * 100 / total) as u32).await;
        }
    }
    if let Some(p) = progress {
        p.finish().await;
    }
}

/// Matches one file that is not open, from disk (after the file changed), or clears it. A
/// file outside the workspace is left alone.
pub async fn rescan_file(state: &Arc<State>, uri: Uri) {
    let path = match state.workspace().check(&uri, Kind::Rust) {
        Ok(real) => real,
        Err(why) => {
            tracing::info!("not matched: {why}");
            return;
        }
    };
    let generation = state.patch_generation();
    let patches = state.active_patches();
    let st = state.clone();
    let matched = pool::background()
        .run(move || {
            let text = confine::read(&path).ok()?;
            let snap =
                Snapshot::from_disk(text, st.editions.for_file(&path)).with_semantics(st.semantics_for(path.clone()));
            let results = matching::match_snapshot(&snap, &patches, &|| false)?;
            Some((snap.text, results))
        })
        .await
        .flatten();
    // Opened meanwhile: the editor's text rules.
    if state.docs.contains_key(&uri) {
        return;
    }
    match matched {
        Some((text, results)) => state::publish_results(state, uri, None, generation, text, results).await,
        None => {
            state.results.remove(&uri);
            state::publish(state, uri, None, Vec::new()).await;
        }
    }
}

/// A newer patch change (or the end of the connection) makes a scan pointless.
fn superseded(state: &State, generation: u64) -> bool {
    state.patch_generation() != generation
        || state.shutdown.load(Ordering::SeqCst)
        || state.stopped.load(Ordering::SeqCst)
}

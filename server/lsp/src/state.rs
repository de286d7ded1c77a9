//! The server's state, shared by the protocol handlers and the background work they start.
//!
//! Handlers run concurrently (tower-lsp polls several at once), so each applies its change to
//! the state before its first `.await`, and no map guard is held across an `.await`. Matching
//! runs on blocking threads on a snapshot; a newer version of a document makes older work drop
//! its results.

use crate::config::Config;
use crate::diagnostics;
use crate::document::{Document, Lang, Snapshot};
use crate::encoding::Encoding;
use crate::matching::{self, PatchReports};
use crate::patches::{self, PatchFile, PatchSet};
use dashmap::DashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;
use tower_lsp_server::Client;
use tower_lsp_server::ls_types::*;

/// How long to wait after a Rust edit before matching (a burst of keystrokes matches once).
pub const RUST_DEBOUNCE: Duration = Duration::from_millis(15);
/// How long to wait after a patch edit before re-matching everything.
pub const PATCH_DEBOUNCE: Duration = Duration::from_millis(60);

/// What the client can do, from `initialize`.
#[derive(Clone, Copy, Default)]
pub struct ClientCaps {
    pub watch_dynamic: bool,
    pub progress: bool,
    pub code_lens_refresh: bool,
}

/// The last match results of a file (open or scanned from disk).
pub struct FileResults {
    pub version: Option<i32>,
    pub text: Arc<str>,
    pub per_patch: Vec<PatchReports>,
}

pub struct State {
    pub client: Client,
    pub enc: RwLock<Encoding>,
    pub roots: RwLock<Vec<PathBuf>>,
    pub caps: RwLock<ClientCaps>,
    pub config: RwLock<Config>,
    pub docs: DashMap<Uri, Document>,
    pub patches: RwLock<PatchSet>,
    pub results: DashMap<Uri, FileResults>,
    /// The diagnostics last published for each file, to skip publishing the same set again.
    published: DashMap<Uri, (Option<i32>, u64)>,
    pub shutdown: AtomicBool,
    /// Bumped by every patch change: older re-matching and scans stop.
    patch_gen: AtomicU64,
    pub editions: project::edition::Editions,
    /// Background work scheduled or running (see `idle`).
    pub work: Arc<crate::idle::Work>,
}

impl State {
    pub fn new(client: Client) -> State {
        State {
            client,
            enc: RwLock::new(Encoding::Utf16),
            roots: Default::default(),
            caps: Default::default(),
            config: Default::default(),
            docs: DashMap::new(),
            patches: Default::default(),
            results: DashMap::new(),
            published: DashMap::new(),
            shutdown: AtomicBool::new(false),
            patch_gen: AtomicU64::new(0),
            editions: Default::default(),
            work: Default::default(),
        }
    }

    pub fn enc(&self) -> Encoding {
        *self.enc.read().unwrap_or_else(|e| e.into_inner())
    }

    pub fn roots(&self) -> Vec<PathBuf> {
        self.roots.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn config(&self) -> Config {
        self.config.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn active_patches(&self) -> Vec<Arc<PatchFile>> {
        let config = self.config();
        let roots = self.roots();
        self.patches.read().unwrap_or_else(|e| e.into_inner()).active(&config, &roots)
    }

    pub fn all_patches(&self) -> Vec<Arc<PatchFile>> {
        self.patches.read().unwrap_or_else(|e| e.into_inner()).all()
    }

    pub fn snapshot(&self, uri: &Uri) -> Option<(Lang, Snapshot)> {
        self.docs.get(uri).map(|d| (d.lang, d.snapshot()))
    }

    /// Returns once no background work is scheduled or running.
    pub async fn idle(&self) {
        self.work.idle().await
    }

    fn version(&self, uri: &Uri) -> Option<i32> {
        self.docs.get(uri).map(|d| d.version)
    }

    /// Matches the current version of a Rust document now (on a blocking thread).
    pub async fn match_now(&self, uri: &Uri) -> Option<(Snapshot, Vec<PatchReports>)> {
        let (Lang::Rust, snap) = self.snapshot(uri)? else { return None };
        let patches = self.active_patches();
        let s = snap.clone();
        let results = tokio::task::spawn_blocking(move || matching::match_snapshot(&s, &patches, &|| false)).await;
        match results {
            Ok(Some(r)) => Some((snap, r)),
            _ => None,
        }
    }
}

/// Matches an open Rust document after a short pause, and publishes its diagnostics unless a
/// newer version arrived meanwhile.
pub fn schedule_match(state: &Arc<State>, uri: Uri, debounce: Duration) {
    let state = state.clone();
    let busy = state.work.begin();
    tokio::spawn(async move {
        let _busy = busy;
        if !debounce.is_zero() {
            tokio::time::sleep(debounce).await;
        }
        let Some((Lang::Rust, snap)) = state.snapshot(&uri) else { return };
        let patches = state.active_patches();
        let version = snap.version;
        let (s, st, u) = (snap.clone(), state.clone(), uri.clone());
        let results = tokio::task::spawn_blocking(move || {
            matching::match_snapshot(&s, &patches, &|| st.version(&u) != Some(version))
        })
        .await;
        let Ok(Some(results)) = results else { return };
        if state.version(&uri) != Some(version) {
            return;
        }
        publish_results(&state, uri, Some(version), snap.text.clone(), results).await;
    });
}

/// Stores a file's results and publishes them as diagnostics (skipping an unchanged set).
pub async fn publish_results(
    state: &State,
    uri: Uri,
    version: Option<i32>,
    text: Arc<str>,
    results: Vec<PatchReports>,
) {
    let config = state.config();
    let diags = diagnostics::for_reports(&results, &text, state.enc(), &config);
    state.results.insert(uri.clone(), FileResults { version, text, per_patch: results });
    publish(state, uri, version, diags).await;
}

pub async fn publish(state: &State, uri: Uri, version: Option<i32>, diags: Vec<Diagnostic>) {
    // A new version of an open document always gets its diagnostics.
    if version.is_some() {
        state.published.insert(uri.clone(), (version, 0));
        state.client.publish_diagnostics(uri, diags, version).await;
        return;
    }
    let hash = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        serde_json::to_string(&diags).unwrap_or_default().hash(&mut h);
        h.finish()
    };
    let previous = state.published.get(&uri).map(|p| *p);
    match previous {
        // Nothing to say about a file never reported on.
        None if diags.is_empty() => return,
        Some((v, h)) if h == hash && (v == version || diags.is_empty()) => return,
        _ => {}
    }
    state.published.insert(uri.clone(), (version, hash));
    state.client.publish_diagnostics(uri, diags, version).await;
}

/// After any patch change: publish the patches' own diagnostics, re-match the open Rust
/// documents, re-scan the rest of the workspace, refresh code lenses.
pub fn schedule_patch_change(state: &Arc<State>) {
    let state = state.clone();
    let generation = state.patch_gen.fetch_add(1, Ordering::SeqCst) + 1;
    let busy = state.work.begin();
    tokio::spawn(async move {
        let _busy = busy;
        tokio::time::sleep(PATCH_DEBOUNCE).await;
        if state.patch_gen.load(Ordering::SeqCst) != generation {
            return;
        }
        publish_patch_diagnostics(&state).await;
        let open: Vec<Uri> = state.docs.iter().filter(|d| d.lang == Lang::Rust).map(|d| d.key().clone()).collect();
        for uri in open {
            schedule_match(&state, uri, Duration::ZERO);
        }
        crate::scan::scan_workspace(&state, generation).await;
        if state.caps.read().unwrap_or_else(|e| e.into_inner()).code_lens_refresh {
            let _ = state.client.code_lens_refresh().await;
        }
    });
}

pub fn patch_generation(state: &State) -> u64 {
    state.patch_gen.load(Ordering::SeqCst)
}

/// Errors of every known patch on the patch files (cleared when fixed).
pub async fn publish_patch_diagnostics(state: &State) {
    let enc = state.enc();
    for patch in state.all_patches() {
        let version = state.version(&patch.uri);
        let diags = diagnostics::for_patch(&patch, enc);
        publish(state, patch.uri.clone(), version, diags).await;
    }
}

/// Loads every `.cocci` file under the workspace roots (not those open in the editor).
pub async fn load_patches_from_disk(state: &State) {
    let roots = state.roots();
    let found = tokio::task::spawn_blocking(move || {
        patches::discover(&roots)
            .into_iter()
            .filter_map(|p| Some((patches::uri_of(&p)?, std::fs::read_to_string(&p).ok()?)))
            .collect::<Vec<_>>()
    })
    .await
    .unwrap_or_default();
    let mut set = state.patches.write().unwrap_or_else(|e| e.into_inner());
    for (uri, text) in found {
        set.set(&uri, text, false);
    }
}

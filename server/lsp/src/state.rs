//! The server's state, shared by the protocol handlers and the background work they start.
//!
//! Handlers run concurrently, so each applies its change to the state before its first
//! `.await`, and no map guard is held across an `.await`. Handlers only edit texts and flags:
//! every parse and match runs on the worker pools (`pool`) on a snapshot, and a newer version of
//! a document (or of the patches) makes older work stop and drop its results.

use crate::config::Config;
use crate::diagnostics;
use crate::document::{Document, Lang, Snapshot};
use crate::infra::confine::{self, Kind, Workspace};
use crate::infra::encoding::Encoding;
use crate::infra::latest::Latest;
use crate::infra::pool;
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
    /// The client resolves the edits of code actions (`codeAction/resolve`).
    pub resolve_edit: bool,
    pub code_lens_refresh: bool,
}

/// The last match results of a file (open or scanned from disk).
pub struct FileResults {
    pub version: Option<i32>,
    /// The patch generation they were matched with.
    pub patch_gen: u64,
    pub text: Arc<str>,
    pub per_patch: Arc<Vec<PatchReports>>,
}

pub struct State {
    pub client: Client,
    pub enc: RwLock<Encoding>,
    /// The workspace folders: what the server may read and edit (see `confine`).
    pub workspace: RwLock<Workspace>,
    /// Settings from `initialize` that were refused, to tell the user once initialized.
    pub refused_settings: std::sync::Mutex<Vec<String>>,
    /// Whether the editor trusts the workspace (the `trustWorkspace` initialization option, set
    /// from the editor's own workspace trust; never from settings, which a repository can ship):
    /// only then may loading the semantic model run what the workspace configures.
    pub trust: RwLock<sema::Trust>,
    pub caps: RwLock<ClientCaps>,
    pub config: RwLock<Config>,
    pub docs: DashMap<Uri, Document>,
    pub patches: RwLock<PatchSet>,
    pub results: DashMap<Uri, FileResults>,
    /// The diagnostics last published for each file, to skip publishing the same set again.
    published: DashMap<Uri, (Option<i32>, u64)>,
    /// `shutdown` was requested.
    pub shutdown: AtomicBool,
    /// The connection ended: background work stops.
    pub stopped: AtomicBool,
    /// Bumped by every patch change: older re-matching and scans stop.
    patch_gen: AtomicU64,
    pub editions: project::edition::Editions,
    /// Background work scheduled or running (see `idle`).
    pub work: Arc<crate::infra::idle::Work>,
    /// One match in flight per open Rust document.
    doc_jobs: Arc<Latest<Uri>>,
    /// One parse in flight per open patch.
    patch_jobs: Arc<Latest<Uri>>,
    pub stats: Stats,
    /// The workspace's semantic model (types, name resolution), made when a patch first needs
    /// it; it loads on its first question.
    semantic_model: std::sync::OnceLock<Arc<sema::SemanticModel>>,
    /// The clients' subscriptions to live previews of patches.
    pub previews: crate::preview::Previews,
}

/// Counts of the matching of open documents, for tests of the scheduling.
#[derive(Default)]
pub struct Stats {
    /// Runs of a document's match job started.
    pub match_runs: std::sync::atomic::AtomicUsize,
    /// Match jobs on the pool now, per document, and the most ever at once for one document.
    in_flight: DashMap<Uri, usize>,
    pub max_in_flight: std::sync::atomic::AtomicUsize,
}

impl Stats {
    fn job_started(&self, uri: &Uri) {
        self.match_runs.fetch_add(1, Ordering::SeqCst);
        let mut n = self.in_flight.entry(uri.clone()).or_default();
        *n += 1;
        self.max_in_flight.fetch_max(*n, Ordering::SeqCst);
    }

    fn job_ended(&self, uri: &Uri) {
        if let Some(mut n) = self.in_flight.get_mut(uri) {
            *n -= 1;
        }
    }
}

impl State {
    pub fn new(client: Client) -> State {
        State {
            client,
            enc: RwLock::new(Encoding::Utf16),
            workspace: Default::default(),
            refused_settings: Default::default(),
            trust: Default::default(),
            caps: Default::default(),
            config: Default::default(),
            docs: DashMap::new(),
            patches: Default::default(),
            results: DashMap::new(),
            published: DashMap::new(),
            shutdown: AtomicBool::new(false),
            stopped: AtomicBool::new(false),
            patch_gen: AtomicU64::new(0),
            editions: Default::default(),
            work: Default::default(),
            doc_jobs: Default::default(),
            patch_jobs: Default::default(),
            stats: Default::default(),
            semantic_model: Default::default(),
            previews: Default::default(),
        }
    }

    pub fn enc(&self) -> Encoding {
        *self.enc.read().unwrap_or_else(|e| e.into_inner())
    }

    pub fn workspace(&self) -> Workspace {
        self.workspace.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The workspace folders as the client named them.
    pub fn roots(&self) -> Vec<PathBuf> {
        self.workspace().folders().to_vec()
    }

    pub fn config(&self) -> Config {
        self.config.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn active_patches(&self) -> Vec<Arc<PatchFile>> {
        let config = self.config();
        let roots = self.roots();
        self.patches.read().unwrap_or_else(|e| e.into_inner()).active(|p| config.selects(p, &roots))
    }

    pub fn all_patches(&self) -> Vec<Arc<PatchFile>> {
        self.patches.read().unwrap_or_else(|e| e.into_inner()).all()
    }

    pub fn snapshot(&self, uri: &Uri) -> Option<(Lang, Snapshot)> {
        let (lang, snap) = self.docs.get(uri).map(|d| (d.lang, d.snapshot()))?;
        let path = uri.to_file_path().map(|p| p.into_owned());
        Some((lang, snap.with_semantics(path.and_then(|p| self.semantics_for(p)))))
    }

    /// The semantic model and `path`, when an active patch needs types or resolved paths.
    pub fn semantics_for(&self, path: std::path::PathBuf) -> Option<(Arc<sema::SemanticModel>, std::path::PathBuf)> {
        let needed = self.active_patches().iter().any(|p| engine::Engine::standard(&p.parsed.patch).needs_semantics());
        if !needed {
            return None;
        }
        Some((self.semantic_model(), path))
    }

    /// The workspace's semantic model, made on first use (it loads on its first question).
    pub fn semantic_model(&self) -> Arc<sema::SemanticModel> {
        let trust = *self.trust.read().unwrap_or_else(|e| e.into_inner());
        self.semantic_model.get_or_init(|| Arc::new(sema::SemanticModel::with_trust(self.roots(), trust))).clone()
    }

    /// Returns once no background work is scheduled or running.
    pub async fn idle(&self) {
        self.work.idle().await
    }

    fn version(&self, uri: &Uri) -> Option<i32> {
        self.docs.get(uri).map(|d| d.version)
    }

    /// Whether work on `version` of `uri` with the patches of `generation` is still wanted.
    fn is_current(&self, uri: &Uri, version: i32, generation: u64) -> bool {
        !self.stopped.load(Ordering::SeqCst)
            && self.version(uri) == Some(version)
            && self.patch_gen.load(Ordering::SeqCst) == generation
    }

    /// The current version of a Rust document and its match results: those published when they
    /// are of this version and these patches, else matched now (on the interactive pool).
    pub async fn results_now(&self, uri: &Uri) -> Option<(Snapshot, Arc<Vec<PatchReports>>)> {
        let generation = patch_generation(self);
        let (Lang::Rust, snap) = self.snapshot(uri)? else { return None };
        if let Some(r) = self.results.get(uri)
            && r.version == Some(snap.version)
            && r.patch_gen == generation
        {
            return Some((snap, r.per_patch.clone()));
        }
        let patches = self.active_patches();
        let s = snap.clone();
        let results = pool::interactive().run(move || matching::match_snapshot(&s, &patches, &|| false)).await??;
        Some((snap, Arc::new(results)))
    }
}

/// Matches an open Rust document after a short pause and publishes its diagnostics, unless a
/// newer version (or a patch change) arrived meanwhile. However many changes come, a document
/// has at most one match in flight: changes during a run fold into one more run, on the last
/// text (see `latest`); a run that a newer version supersedes stops before its next patch and
/// publishes nothing.
pub fn schedule_match(state: &Arc<State>, uri: Uri, debounce: Duration) {
    let Some(driver) = state.doc_jobs.request(&uri) else { return };
    let busy = state.work.begin();
    let state = state.clone();
    tokio::spawn(async move {
        let _busy = busy;
        driver
            .drive(debounce, RUST_DEBOUNCE, || {
                let (state, uri) = (state.clone(), uri.clone());
                async move { match_document(&state, &uri).await }
            })
            .await;
    });
}

/// One run of [`schedule_match`]: the current version against the current patches.
async fn match_document(state: &Arc<State>, uri: &Uri) {
    if state.stopped.load(Ordering::SeqCst) {
        return;
    }
    // The generation before the patches: results are never newer-labelled than their patches.
    let generation = patch_generation(state);
    let Some((Lang::Rust, snap)) = state.snapshot(uri) else { return };
    let version = snap.version;
    let published = state.results.get(uri).is_some_and(|r| r.version == Some(version) && r.patch_gen == generation);
    if published {
        tracing::debug!("skip {} v{version} g{generation}: published", uri.as_str());
        return;
    }
    let patches = state.active_patches();
    let (st, u, s) = (state.clone(), uri.clone(), snap.clone());
    state.stats.job_started(uri);
    let started = std::time::Instant::now();
    let results = pool::interactive()
        .run(move || matching::match_snapshot(&s, &patches, &|| !st.is_current(&u, version, generation)))
        .await
        .flatten();
    state.stats.job_ended(uri);
    tracing::debug!(
        "matched {} v{version} g{generation} ({} reports) in {:?}{}",
        uri.as_str(),
        results.as_ref().map_or(0, |r| r.iter().map(|p| p.reports.len()).sum::<usize>()),
        started.elapsed(),
        if results.is_none() { " (superseded)" } else { "" }
    );
    let Some(results) = results else { return };
    if !state.is_current(uri, version, generation) {
        return;
    }
    publish_results(state, uri.clone(), Some(version), generation, snap.text.clone(), results).await;
}

/// Stores a file's results and publishes them as diagnostics (skipping an unchanged set).
pub async fn publish_results(
    state: &State,
    uri: Uri,
    version: Option<i32>,
    patch_gen: u64,
    text: Arc<str>,
    results: Vec<PatchReports>,
) {
    let config = state.config();
    let diags = diagnostics::for_reports(&results, &text, state.enc(), &config);
    state.results.insert(uri.clone(), FileResults { version, patch_gen, text, per_patch: Arc::new(results) });
    publish(state, uri, version, diags).await;
    // What loading the semantic model had to say (a workspace it could not load, no std
    // sources): typed candidates were skipped for that reason, so the user is told, each
    // message once.
    if let Some(model) = state.semantic_model.get() {
        for message in model.take_messages() {
            tracing::warn!("semantic model: {message}");
            state.client.show_message(MessageType::WARNING, format!("cocci: semantic model: {message}")).await;
        }
    }
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
/// documents, re-scan the rest of the workspace, refresh code lenses. The generation moves at
/// once (work on the older patches stops); the rest follows a pause (typing in a patch
/// re-matches once per burst).
pub fn schedule_patch_change(state: &Arc<State>) {
    let state = state.clone();
    let generation = state.patch_gen.fetch_add(1, Ordering::SeqCst) + 1;
    tracing::debug!("patch change g{generation}");
    crate::preview::patches_changed(&state);
    let busy = state.work.begin();
    tokio::spawn(async move {
        let _busy = busy;
        tokio::time::sleep(PATCH_DEBOUNCE).await;
        if state.patch_gen.load(Ordering::SeqCst) != generation || state.stopped.load(Ordering::SeqCst) {
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

/// An open patch changed: it is parsed (on the interactive pool), its errors show, and the
/// patches' change follows. One parse in flight per patch; the last text wins.
pub fn schedule_patch_parse(state: &Arc<State>, uri: Uri) {
    let Some(driver) = state.patch_jobs.request(&uri) else { return };
    let busy = state.work.begin();
    let state = state.clone();
    tokio::spawn(async move {
        let _busy = busy;
        driver
            .drive(Duration::ZERO, Duration::ZERO, || {
                let (state, uri) = (state.clone(), uri.clone());
                async move { parse_open_patch(&state, &uri).await }
            })
            .await;
    });
}

async fn parse_open_patch(state: &Arc<State>, uri: &Uri) {
    let Some((Lang::Cocci, version, text)) = state.docs.get(uri).map(|d| (d.lang, d.version, d.text.clone())) else {
        return;
    };
    let u = uri.clone();
    let Some(mut patch) = pool::interactive().run(move || PatchFile::new(u, text.to_string(), true)).await else {
        return;
    };
    patch.version = Some(version);
    let patch = Arc::new(patch);
    // Set only if still the document's text: under the set's lock, so a closing document (or
    // an older parse finishing late) cannot interleave.
    let changed = {
        let mut set = state.patches.write().unwrap_or_else(|e| e.into_inner());
        if state.version(uri) != Some(version) {
            return;
        }
        set.set(patch.clone())
    };
    tracing::debug!("patch {} v{version}: changed {changed}, {} errors", uri.as_str(), patch.parsed.errors.len());
    let diags = diagnostics::for_patch(&patch, state.enc());
    publish(state, uri.clone(), Some(version), diags).await;
    if changed {
        schedule_patch_change(state);
    } else {
        crate::preview::patch_edited(state, uri);
    }
}

/// Loads every `.cocci` file under the workspace folders (not those open in the editor).
pub async fn load_patches_from_disk(state: &State) {
    let workspace = state.workspace();
    let found = pool::background()
        .run(move || {
            patches::discover(workspace.folders())
                .into_iter()
                .filter_map(|p| {
                    let real = workspace.check_path(&p, Kind::Patch).ok()?;
                    let uri = patches::uri_of(&p)?;
                    let text = confine::read(&real).ok()?;
                    Some(Arc::new(PatchFile::new(uri, text, false)))
                })
                .collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
    let mut set = state.patches.write().unwrap_or_else(|e| e.into_inner());
    for patch in found {
        set.set(patch);
    }
}

//! The server's data, shared by the protocol handlers and the background work they start:
//! settings, open documents, patches, the last match results of every file; and publishing
//! those results as diagnostics. When work runs is `schedule`'s business, live previews are
//! `subscriptions`'.
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
use crate::infra::pool;
use crate::matching::{self, PatchReports};
use crate::patches::{self, PatchFile, PatchSet};
use dashmap::DashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use tower_lsp_server::Client;
use tower_lsp_server::ls_types::*;

/// What the client can do, from `initialize`.
#[derive(Clone, Copy, Default)]
pub struct ClientCaps {
    pub watch_dynamic: bool,
    pub progress: bool,
    /// The client resolves the edits of code actions (`codeAction/resolve`).
    pub resolve_edit: bool,
    pub code_lens_refresh: bool,
    /// The client shows a diagnostic's related information (for ours: the rule in its patch).
    pub related_information: bool,
    /// The client shows `cocci.explain`'s results itself (the `showsExplanations`
    /// initialization option): no message is sent with them.
    pub shows_explanations: bool,
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
    /// The workspace's semantic model (types, name resolution), made when a patch first needs
    /// it (it loads on its first question), and made anew when `cocci.model` changes.
    semantic_model: RwLock<Option<Arc<sema::SemanticModel>>>,
    /// Where code actions were last asked in a Rust file (the editor asks as the cursor moves):
    /// a hover on a rule of a patch explains the rule there.
    pub last_asked: std::sync::Mutex<Option<(Uri, Position)>>,
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
            semantic_model: Default::default(),
            last_asked: Default::default(),
        }
    }

    pub fn enc(&self) -> Encoding {
        *self.enc.read().unwrap_or_else(|e| e.into_inner())
    }

    pub fn caps(&self) -> ClientCaps {
        *self.caps.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether diagnostics carry related information: only for a client that shows it.
    pub fn related_information(&self) -> bool {
        self.caps.read().unwrap_or_else(|e| e.into_inner()).related_information
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

    /// The workspace's semantic model, made on first use (it loads on its first question) and
    /// again when the configuration it analyses (`cocci.model`) changed.
    pub fn semantic_model(&self) -> Arc<sema::SemanticModel> {
        // Read in place: this runs on every edit while a typed patch is active.
        let wanted = self.config.read().unwrap_or_else(|e| e.into_inner()).model.configuration().0;
        if let Some(model) = self.semantic_model.read().unwrap_or_else(|e| e.into_inner()).as_ref()
            && model.configuration() == wanted
        {
            return model.clone();
        }
        let mut slot = self.semantic_model.write().unwrap_or_else(|e| e.into_inner());
        match slot.as_ref() {
            Some(model) if model.configuration() == wanted => model.clone(),
            _ => {
                let trust = *self.trust.read().unwrap_or_else(|e| e.into_inner());
                let model = Arc::new(sema::SemanticModel::with_trust(self.roots(), trust).with_configuration(wanted));
                *slot = Some(model.clone());
                model
            }
        }
    }

    /// Returns once no background work is scheduled or running.
    pub async fn idle(&self) {
        self.work.idle().await
    }

    /// The version of an open document.
    pub fn version(&self, uri: &Uri) -> Option<i32> {
        self.docs.get(uri).map(|d| d.version)
    }

    /// The patches' generation, bumped by every patch change.
    pub fn patch_generation(&self) -> u64 {
        self.patch_gen.load(Ordering::SeqCst)
    }

    /// A patch changed: work on the older patches stops. Returns the new generation.
    pub fn next_patch_generation(&self) -> u64 {
        self.patch_gen.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Whether work on `version` of `uri` with the patches of `generation` is still wanted.
    pub fn is_current(&self, uri: &Uri, version: i32, generation: u64) -> bool {
        !self.stopped.load(Ordering::SeqCst)
            && self.version(uri) == Some(version)
            && self.patch_generation() == generation
    }

    /// The current version of a Rust document and its match results: those published when they
    /// are of this version and these patches, else matched now (on the interactive pool).
    pub async fn results_now(&self, uri: &Uri) -> Option<(Snapshot, Arc<Vec<PatchReports>>)> {
        let generation = self.patch_generation();
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
    let diags = diagnostics::for_reports(&results, &text, state.enc(), &config, state.related_information());
    state.results.insert(uri.clone(), FileResults { version, patch_gen, text, per_patch: Arc::new(results) });
    publish(state, uri, version, diags).await;
    // What loading the semantic model had to say (a workspace it could not load, no std
    // sources): typed candidates were skipped for that reason, so the user is told, each
    // message once.
    let model = state.semantic_model.read().unwrap_or_else(|e| e.into_inner()).clone();
    if let Some(model) = model {
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

/// Errors of every known patch on the patch files (cleared when fixed).
pub async fn publish_patch_diagnostics(state: &State) {
    let enc = state.enc();
    for patch in state.all_patches() {
        let version = state.version(&patch.uri);
        let diags = diagnostics::for_patch(&patch, enc);
        publish(state, patch.uri.clone(), version, diags).await;
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

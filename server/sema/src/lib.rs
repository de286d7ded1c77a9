//! The semantic layer: answers the engine's questions ([`sema_api::FileSemantics`]) from
//! rust-analyzer's semantic model of the code, and lists rust-analyzer's diagnostics of a file
//! for `--verify`. The only crate that depends on rust-analyzer's semantic crates.
//!
//! ```no_run
//! # use sema_api::FileSemantics;
//! let model = sema::SemanticModel::new(["src/"]);
//! let text = std::fs::read_to_string("src/lib.rs").unwrap();
//! let file = model.file("src/lib.rs", &text); // nothing loaded yet
//! let ty = file.type_of_expr(ra_ap_syntax::TextRange::new(10.into(), 14.into())); // loads
//! for message in model.take_messages() {
//!     eprintln!("{message}");
//! }
//! ```
//!
//! Loading is lazy: a model costs nothing until a question is asked. The first question about
//! a file loads the database governing it: the Cargo workspace of the nearest `Cargo.toml`
//! above it (with its dependencies and the real standard library), or, for a `.rs` file with
//! no `Cargo.toml` above it, the file alone as a crate with std. Files in several workspaces
//! get one database each. A file under a package that none of the package's targets reaches
//! gets no answers (rust-analyzer's "unlinked file"). A workspace that cannot be loaded is
//! reported once ([`SemanticModel::take_messages`]) and every answer about its files is `None`.
//! Build scripts and proc macros are never run: what they generate is unknown. Nor does anything
//! a workspace configures (its `rust-toolchain.toml`, the `build.rustc` and wrappers of its
//! `.cargo/config.toml`) unless the model is made with [`Trust::Workspace`].
//!
//! Threads: a [`SemaFile`] is `Sync`. Each question runs on a clone of the salsa database
//! taken from a pool (clones share all cached results), inside `hir::attach_db`. A change
//! ([`SemanticModel::set_file_text`], or a handle whose text differs from the database's)
//! cancels running questions, which are asked again after it; a handle whose text is no longer
//! the database's answers `None`. rust-analyzer panics are caught and answered `None`.
//!
//! Ranges inside a macro call's arguments (`v.len()` in `println!("{}", v.len())`) are mapped
//! into the macro's expansion: the expanded node whose original range is exactly the range.
//!
//! Ids are definition paths, crate first (see `convert.rs`): `alloc::vec::Vec`,
//! `alloc::vec::Vec::new`, `core::default::Default::default`,
//! `<alloc::string::String as core::default::Default>::default` (with that trait item as its
//! `trait_item`), `[T]::contains`, `usize::MAX`.

mod answer;
mod batch;
mod convert;
mod db;
mod devdeps;
mod disk;
mod expand;
mod file;
mod load;
mod many;
mod memory;
mod names;
mod packages;
mod readahead;
mod room;
mod roots;
mod transcribed;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use ra_ap_ide_db::base_db::SourceDatabase;
use ra_ap_ide_db::{FileId, RootDatabase};
use ra_ap_syntax::TextRange;
use sema_api::FileSemantics;

use crate::db::{Database, lock};
pub use crate::file::SemaFile;
pub use crate::load::{Configuration, LoadReport, Trust, toolchain_env};
pub use crate::memory::{peak_rss, rss};

/// A file's database and its id there.
type Located = (Arc<Database>, FileId);

/// The semantic model of the code under the paths a user gave: one rust-analyzer database per
/// Cargo workspace (or lone file) involved, each loaded when first asked about. Shared by
/// reference between threads.
pub struct SemanticModel {
    inner: Arc<Inner>,
}

struct Inner {
    roots: Vec<PathBuf>,
    /// The workspaces side by side under `roots` (see `batch.rs`), found on the first load.
    outermost: std::sync::OnceLock<Vec<PathBuf>>,
    /// How many of them one database holds at most (1: each its own).
    batch: AtomicUsize,
    /// How many packages one database of several workspaces holds at most (see `batch.rs`).
    batch_packages: AtomicUsize,
    /// What loading may run (see [`Trust`]).
    trust: Trust,
    /// Which features, cfgs and target the code is analysed with.
    configuration: Mutex<Configuration>,
    /// Databases loaded and kept, least recently used first.
    loaded: Mutex<Vec<Arc<Database>>>,
    /// The database each thread last bound a file to: the workspace it is working through
    /// (files come in path order), which another thread must not drop from under it.
    working_on: Mutex<HashMap<std::thread::ThreadId, usize>>,
    /// How many databases are kept at once (0: no limit); the least recently used one is
    /// dropped before another loads, so a run over many workspaces holds a bounded memory.
    max_live: AtomicUsize,
    /// Resident memory (bytes) past which no database is kept beyond those threads are working
    /// through (0: no budget; see [`SemanticModel::with_max_memory`]).
    max_memory: AtomicU64,
    /// Whether files are asked about in path order (see [`SemanticModel::with_path_order`]).
    path_order: AtomicBool,
    /// The first file not done yet, in path order (see [`SemanticModel::passed`]).
    passed: Mutex<Option<PathBuf>>,
    /// The manifest (or lone file) being loaded now, for a progress line.
    now_loading: Mutex<Option<String>>,
    /// Every database this model loaded, to count those still alive.
    created: Mutex<Vec<std::sync::Weak<Database>>>,
    /// Held while loading, so two threads never load the same workspace twice.
    loading: Mutex<Loading>,
    /// Which database holds each file asked about (`None`: none can).
    files: Mutex<HashMap<PathBuf, Option<Located>>>,
    /// Texts given by `set_file_text`, applied to databases loaded later too.
    overlays: Mutex<HashMap<PathBuf, Arc<str>>>,
    messages: Mutex<Vec<String>>,
    reports: Mutex<Vec<LoadReport>>,
    /// Workspaces (and lone files) that could not be loaded.
    failed_loads: AtomicUsize,
    /// Bumped whenever answers about any file may change for a reason other than a file's
    /// text: withheld dev-dependencies resolved. (Loading a database changes no answer about
    /// another database's files, and a dropped one loads again as it was.)
    epoch: AtomicU64,
    /// How many times each file's text was put in a database, and all files' in all.
    texts_set: Mutex<HashMap<PathBuf, u64>>,
    texts_total: AtomicU64,
    /// See [`SemanticModel::id`].
    id: u64,
}

/// Each lone file is a database with its own copy of the standard library (100 MB or more),
/// so only so many are loaded.
const MAX_LONE_FILES: usize = 8;

#[derive(Default)]
struct Loading {
    /// Manifests (and lone files) already loaded or tried: each is tried once, and a failure
    /// reported once.
    tried: HashSet<PathBuf>,
    /// Lone-file databases loaded or tried, and those refused for being too many.
    lone_files: usize,
}

impl sema_api::Workspace for SemanticModel {
    fn file(&self, path: &Path, text: &str) -> Box<dyn FileSemantics> {
        Box::new(SemanticModel::file(self, path, text))
    }
}

impl SemanticModel {
    /// A model of the code under `paths` (files or folders), loaded without running anything
    /// the workspaces configure ([`Trust::Untrusted`]). Loads nothing yet.
    pub fn new<P: Into<PathBuf>>(paths: impl IntoIterator<Item = P>) -> SemanticModel {
        SemanticModel::with_trust(paths, Trust::Untrusted)
    }

    /// A model of the code under `paths`, loaded as `trust` allows. Loads nothing yet.
    pub fn with_trust<P: Into<PathBuf>>(paths: impl IntoIterator<Item = P>, trust: Trust) -> SemanticModel {
        let roots = paths.into_iter().map(|p| absolute(&p.into())).collect();
        SemanticModel {
            inner: Arc::new(Inner {
                roots,
                outermost: Default::default(),
                batch: AtomicUsize::new(batch::BATCH),
                batch_packages: AtomicUsize::new(batch::BATCH_PACKAGES),
                trust,
                configuration: Mutex::new(Configuration::default()),
                loaded: Mutex::new(Vec::new()),
                working_on: Default::default(),
                max_live: Default::default(),
                max_memory: Default::default(),
                path_order: Default::default(),
                passed: Default::default(),
                created: Mutex::new(Vec::new()),
                now_loading: Mutex::new(None),
                loading: Mutex::new(Loading::default()),
                files: Mutex::new(HashMap::new()),
                overlays: Mutex::new(HashMap::new()),
                messages: Mutex::new(Vec::new()),
                reports: Mutex::new(Vec::new()),
                failed_loads: Default::default(),
                epoch: AtomicU64::new(0),
                texts_set: Mutex::new(HashMap::new()),
                texts_total: AtomicU64::new(0),
                id: {
                    static NEXT: AtomicU64 = AtomicU64::new(0);
                    NEXT.fetch_add(1, Ordering::Relaxed)
                },
            }),
        }
    }

    /// Keeps at most `n` workspaces' databases at once (each costs hundreds of MB once asked
    /// about): before another loads, the least recently used one is dropped (it is loaded
    /// again if a later file needs it). `0`: no limit.
    pub fn with_max_live(self, n: usize) -> SemanticModel {
        self.inner.max_live.store(n, Ordering::Relaxed);
        self
    }

    /// Keeps the process's resident memory near `bytes` where it can: before another database
    /// loads with the process over that, every database no other thread is working through is
    /// dropped, whatever [`SemanticModel::with_max_live`] allows. What threads are working
    /// through is kept (dropping it would load it again): over the budget, the model holds one
    /// workspace per thread. `None`: no budget.
    pub fn with_max_memory(self, bytes: Option<u64>) -> SemanticModel {
        self.inner.max_memory.store(bytes.unwrap_or(0), Ordering::Relaxed);
        self
    }

    /// Tells the model that files are asked about in path order, each thread taking the next
    /// file (a CLI run): a batch of workspaces side by side then never takes in the ones before
    /// the file asked about (they were passed). See also [`SemanticModel::passed`].
    pub fn with_path_order(self) -> SemanticModel {
        self.inner.path_order.store(true, Ordering::Relaxed);
        self
    }

    /// Tells the model that every file before `path` in path order is done with, and will not
    /// be asked about again: the databases of workspaces wholly before it are dropped (now if
    /// no load is under way, else before the next load). A path before the last one told
    /// moves the mark back (a new run over the same model starts with [`Self::forget_passed`]).
    pub fn passed(&self, path: impl AsRef<Path>) {
        *lock(&self.inner.passed) = Some(absolute(path.as_ref()));
        if let Ok(mut loading) = self.inner.loading.try_lock() {
            self.inner.drop_passed(&mut loading);
        }
    }

    /// Forgets what [`Self::passed`] was told: a new run begins at its first file.
    pub fn forget_passed(&self) {
        *lock(&self.inner.passed) = None;
    }

    /// Loads at most `n` workspaces side by side into one database (see `batch.rs`); `1`:
    /// each workspace its own database.
    pub fn with_batch(self, n: usize) -> SemanticModel {
        self.inner.batch.store(n.max(1), Ordering::Relaxed);
        self
    }

    /// Takes a workspace into a database of several only while their distinct packages
    /// number at most `n` (the first workspace whatever its number).
    pub fn with_batch_packages(self, n: usize) -> SemanticModel {
        self.inner.batch_packages.store(n, Ordering::Relaxed);
        self
    }

    /// Analyses the code with `configuration`'s features, cfgs and target (loaded
    /// databases keep theirs: call this before the first question).
    pub fn with_configuration(self, configuration: Configuration) -> SemanticModel {
        *lock(&self.inner.configuration) = configuration;
        self
    }

    /// The features, cfgs and target the code is analysed with.
    pub fn configuration(&self) -> Configuration {
        lock(&self.inner.configuration).clone()
    }

    /// A number no other model of this process has: answers kept by a client (with
    /// [`Self::epoch_for`]) belong to one model.
    pub fn id(&self) -> u64 {
        self.inner.id
    }

    /// The workspace (its manifest, or a lone file) being loaded now, if any.
    pub fn now_loading(&self) -> Option<String> {
        lock(&self.inner.now_loading).clone()
    }

    /// [`SemanticModel::now_loading`] as a function another thread can keep calling.
    pub fn loading_probe(&self) -> impl Fn() -> Option<String> + Send + 'static {
        let inner = self.inner.clone();
        move || lock(&inner.now_loading).clone()
    }

    /// How many of the databases this model loaded are still in memory (kept, or held by a
    /// file's answers in use).
    pub fn live_databases(&self) -> usize {
        lock(&self.inner.created).iter().filter(|w| w.strong_count() > 0).count()
    }

    /// The module files whose item trees a helper thread built ahead of the questions that
    /// need them (see `readahead.rs`), in the order it built them.
    pub fn read_ahead_files(&self) -> Vec<PathBuf> {
        let mut paths = Vec::new();
        for db in lock(&self.inner.loaded).iter() {
            let files = lock(&db.read_ahead_files).clone();
            let vfs = lock(&db.vfs);
            paths.extend(files.into_iter().filter_map(|f| Some(vfs.file_path(f).as_path()?.to_path_buf().into())));
        }
        paths
    }

    /// Whether a loaded workspace still withholds its libraries' and binaries'
    /// dev-dependencies: they are resolved only once a question about test code needs them.
    pub fn withholds_dev_deps(&self) -> bool {
        lock(&self.inner.loaded).iter().any(|db| db.withholds_dev_deps())
    }

    /// Answers about the file at `path` whose text is `text` (the text the engine matches).
    /// Costs nothing until asked; the first question loads the file's workspace if needed and,
    /// when the database holds another text for the file (an editor's unsaved change), puts
    /// `text` in it.
    pub fn file(&self, path: impl AsRef<Path>, text: &str) -> SemaFile {
        SemaFile::new(self.inner.clone(), absolute(path.as_ref()), text)
    }

    /// Loads the databases of the paths given at construction now, and resolves the names of
    /// their workspace libraries and binaries and of the crates they depend on (std's among
    /// them: most of the first question's cost). A language server warms up with this in the
    /// background. Folders are loaded through their nearest `Cargo.toml`; lone files are left
    /// for when they are asked about.
    pub fn load_now(&self) {
        for root in self.inner.roots.clone() {
            let dir = if root.is_dir() { root.as_path() } else { root.parent().unwrap_or(&root) };
            if let Some(manifest) = load::nearest_manifest(dir) {
                self.inner.load_manifest(&manifest);
            }
        }
        for db in lock(&self.inner.loaded).clone() {
            db.read_ahead_crates(|rdb| {
                let all = ra_ap_ide_db::base_db::all_crates(rdb);
                let local = all.iter().filter(|k| k.data(rdb).origin.is_local());
                local.filter(|k| !db.in_test_folder(k.data(rdb).root_file_id)).copied().collect()
            });
            db.read(|rdb| {
                for krate in ra_ap_hir::Crate::all(rdb) {
                    // Tests, benches and examples wait until one of their files is asked
                    // about: they would resolve every dev-dependency.
                    if krate.origin(rdb).is_local() && !db.in_test_folder(krate.root_file(rdb)) {
                        // Building a crate's module tree resolves its dependencies' first.
                        let _ = krate.root_module(rdb).declarations(rdb);
                    }
                }
            });
        }
    }

    /// An editor's change: `path` now has `text`. Applied to the database holding the file if
    /// it is loaded (questions running meanwhile are cancelled and asked again), and kept for
    /// databases loaded later. Only the changed file is re-analysed, lazily, by the next
    /// question. Returns whether a loaded database took the change.
    pub fn set_file_text(&self, path: impl AsRef<Path>, text: &str) -> bool {
        let path = absolute(path.as_ref());
        lock(&self.inner.overlays).insert(path.clone(), Arc::from(text));
        let hit = lock(&self.inner.files).get(&path).cloned().flatten();
        let hit = hit.or_else(|| self.inner.lookup_loaded(&path));
        let Some((db, file_id)) = hit else { return false };
        // The same text again (an editor saving, a client resending) must not cancel the
        // questions running on other threads.
        if db.read(|rdb| rdb.file_text(file_id).text(rdb).as_ref() == text) == Some(true) {
            return true;
        }
        self.inner.text_set(&path);
        db.set_file_text(file_id, text)
    }

    /// A number that changes whenever answers about the file at `path` may change for a
    /// reason other than the file's own text: another file's text, test code's dependencies
    /// resolved. A client may keep answers about code of the
    /// file that did not change while it stays the same (a fn's body edited leaves the other
    /// bodies' types as they were).
    pub fn epoch_for(&self, path: impl AsRef<Path>) -> u64 {
        let path = absolute(path.as_ref());
        let own = lock(&self.inner.texts_set).get(&path).copied().unwrap_or(0);
        let others = self.inner.texts_total.load(Ordering::Acquire).saturating_sub(own);
        self.inner.epoch.load(Ordering::Acquire) + others
    }

    /// rust-analyzer's diagnostics of the file at `path` with text `text` (errors and
    /// warnings: unresolved names, methods and fields, type mismatches, wrong argument counts,
    /// and the rest of rust-analyzer's native diagnostics), to compare a file before and after a
    /// rewrite. `text` replaces the database's text of the file (as [`Self::set_file_text`]),
    /// so checking a rewrite leaves the database holding the rewritten text. `None` when the
    /// file has no database.
    pub fn diagnostics(&self, path: impl AsRef<Path>, text: &str) -> Option<Vec<Diagnostic>> {
        let path = absolute(path.as_ref());
        let (db, file_id) = self.inner.bind(&path, text)?;
        db.read(|rdb| {
            if rdb.file_text(file_id).text(rdb).as_ref() != text {
                return None;
            }
            Some(diagnostics_of(rdb, file_id))
        })
        .flatten()
    }

    /// How many workspaces (or lone files) asked about could not be loaded: their files got no
    /// answers.
    pub fn failed_loads(&self) -> usize {
        self.inner.failed_loads.load(Ordering::Relaxed)
    }

    /// Messages about loading (a workspace that could not be loaded, a missing standard
    /// library), each returned once.
    pub fn take_messages(&self) -> Vec<String> {
        std::mem::take(&mut *lock(&self.inner.messages))
    }

    /// What each database loaded so far cost.
    pub fn load_reports(&self) -> Vec<LoadReport> {
        lock(&self.inner.reports).clone()
    }
}

impl Inner {
    /// The database holding `path` and the file's id there, loading it if needed, with the
    /// database's text of the file made `text`.
    fn bind(&self, path: &Path, text: &str) -> Option<Located> {
        let (db, file_id) = self.database_for(path)?;
        lock(&self.working_on).insert(std::thread::current().id(), Arc::as_ptr(&db) as usize);
        let same = db.read(|rdb| rdb.file_text(file_id).text(rdb).as_ref() == text)?;
        if !same {
            self.text_set(path);
            if !db.set_file_text(file_id, text) {
                return None;
            }
        }
        Some((db, file_id))
    }

    fn text_set(&self, path: &Path) {
        // The total first: read between the two, the others' count only looks one higher.
        self.texts_total.fetch_add(1, Ordering::AcqRel);
        *lock(&self.texts_set).entry(path.to_owned()).or_default() += 1;
    }

    /// Answers about every file may have changed.
    pub(crate) fn new_epoch(&self) {
        self.epoch.fetch_add(1, Ordering::AcqRel);
    }

    fn database_for(&self, path: &Path) -> Option<Located> {
        if let Some(hit) = lock(&self.files).get(path) {
            return hit.clone();
        }
        let found = self.find_or_load(path);
        let mut files = lock(&self.files);
        // A database dropped since it was found is used for this question, not kept.
        if found.as_ref().is_none_or(|(db, _)| !db.is_retired()) {
            files.insert(path.to_owned(), found.clone());
        }
        found
    }

    /// A loaded database with `path` in one of its crates, marked as the most recently used.
    fn lookup_loaded(&self, path: &Path) -> Option<Located> {
        let loaded = lock(&self.loaded).clone();
        let found = loaded.into_iter().find_map(|db| {
            let file_id = db.file_id(path)?;
            // The question below resolves the names of the file's crates: build what it
            // needs on another core meanwhile.
            db.read_ahead(file_id);
            let in_crate = db.read(|rdb| ra_ap_hir::Semantics::new(rdb).file_to_module_def(file_id).is_some());
            (in_crate == Some(true)).then_some((db, file_id))
        });
        if let Some((db, _)) = &found {
            let mut loaded = lock(&self.loaded);
            if let Some(i) = loaded.iter().position(|d| Arc::ptr_eq(d, db)) {
                let used = loaded.remove(i);
                loaded.push(used);
            }
        }
        found
    }

    fn find_or_load(&self, path: &Path) -> Option<Located> {
        if let Some(hit) = self.lookup_loaded(path) {
            return Some(hit);
        }
        self.wait_for_passed(path);
        // One load at a time, and the question asked again under the lock: two files of one
        // workspace asked at once (from two of its packages, whose nearest manifests differ)
        // must not load the workspace twice.
        let mut loading = lock(&self.loading);
        if let Some(hit) = self.lookup_loaded(path) {
            return Some(hit);
        }
        if let Some(manifest) = load::nearest_manifest(path.parent()?) {
            // With the workspaces after it, where the run has several side by side.
            if self.load_batch_of(&mut loading, &manifest)
                && let Some(hit) = self.lookup_loaded(path)
            {
                return Some(hit);
            }
            self.load_locked(&mut loading, &manifest, load::Source::Cargo(&manifest))?;
            // A file under a package that none of its targets reaches (a test fixture, a
            // stray file) is unlinked, as rust-analyzer has it: analysing each alone would
            // load the standard library once per file.
            return self.lookup_loaded(path);
        }
        // No Cargo.toml above: the file is a crate of its own, with std, as rust-analyzer
        // does with a detached file.
        if path.extension().is_none_or(|e| e != "rs") || !path.is_file() {
            return None;
        }
        if !loading.tried.contains(path) {
            if loading.lone_files == MAX_LONE_FILES {
                lock(&self.messages).push(format!(
                    "more than {MAX_LONE_FILES} lone files (with no Cargo.toml above them): \
                     the others are matched without types or resolved paths"
                ));
            }
            loading.lone_files += 1;
            if loading.lone_files > MAX_LONE_FILES {
                return None;
            }
        }
        let db = self.load_locked(&mut loading, path, load::Source::LoneFile(path))?;
        let file_id = db.file_id(path)?;
        Some((db, file_id))
    }

    /// Loads the workspace of `manifest` unless it was loaded or tried.
    fn load_manifest(&self, manifest: &Path) -> Option<Arc<Database>> {
        let mut loading = lock(&self.loading);
        self.load_locked(&mut loading, manifest, load::Source::Cargo(manifest))
    }

    /// The database loaded from `key` (a manifest or a lone file), loading it the first time;
    /// `None` if it could not be loaded (reported once).
    fn load_locked(&self, loading: &mut Loading, key: &Path, source: load::Source<'_>) -> Option<Arc<Database>> {
        if !loading.tried.insert(key.to_owned()) {
            return lock(&self.loaded).iter().find(|db| db.keys.iter().any(|k| k == key)).cloned();
        }
        self.drop_passed(loading);
        self.make_room(loading);
        *lock(&self.now_loading) = Some(key.display().to_string());
        let configuration = lock(&self.configuration).clone();
        let result = load::load(source, self.trust, &configuration);
        *lock(&self.now_loading) = None;
        match result {
            Ok((db, report)) => Some(self.keep(db, report)),
            Err(message) => {
                lock(&self.messages).push(message);
                self.failed_loads.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    /// A database just loaded, kept and counted.
    fn keep(&self, db: Database, report: LoadReport) -> Arc<Database> {
        if !report.has_std {
            lock(&self.messages).push(format!(
                "{}: the standard library's sources were not found (install them with \
                 `rustup component add rust-src`); types from std are unknown",
                report.root.display()
            ));
        }
        lock(&self.reports).push(report);
        let db = Arc::new(db);
        lock(&self.created).push(Arc::downgrade(&db));
        self.apply_overlays(&db);
        lock(&self.loaded).push(db.clone());
        db
    }

    fn apply_overlays(&self, db: &Database) {
        let overlays = lock(&self.overlays).clone();
        for (path, text) in overlays {
            if let Some(file_id) = db.file_id(&path) {
                db.set_file_text(file_id, &text);
            }
        }
    }
}

/// One of rust-analyzer's diagnostics of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub range: TextRange,
    /// rustc's error code (`E0599`) or rust-analyzer's name (`unresolved-method`,
    /// `syntax-error`).
    pub code: String,
    pub message: String,
    pub severity: Severity,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Error,
    Warning,
    Hint,
}

/// The diagnostics rust-analyzer's editor support shows for the file (`ide_diagnostics`, the
/// same handlers, messages and macro range mapping; fixes are not computed), without style
/// lints, limited to ranges in the file itself.
fn diagnostics_of(db: &RootDatabase, file_id: FileId) -> Vec<Diagnostic> {
    use ra_ap_ide_db::assists::AssistResolveStrategy;
    use ra_ap_ide_diagnostics::{DiagnosticsConfig, full_diagnostics};
    let config = DiagnosticsConfig { style_lints: false, snippet_cap: None, ..DiagnosticsConfig::test_sample() };
    let mut found: Vec<Diagnostic> = full_diagnostics(db, &config, &AssistResolveStrategy::None, file_id)
        .into_iter()
        .filter(|d| d.range.file_id == file_id)
        .map(|d| Diagnostic {
            range: d.range.range,
            code: d.code.as_str().to_owned(),
            message: d.message,
            severity: match d.severity {
                ra_ap_ide_db::Severity::Error => Severity::Error,
                ra_ap_ide_db::Severity::Warning => Severity::Warning,
                _ => Severity::Hint,
            },
        })
        .collect();
    found.sort_by_key(|d| (d.range.start(), d.range.end(), d.code.clone()));
    found
}

fn absolute(path: &Path) -> PathBuf {
    // Databases know files by the absolute paths cargo reports; symlinks resolved when the
    // file exists.
    std::fs::canonicalize(path).or_else(|_| std::path::absolute(path)).unwrap_or_else(|_| path.to_owned())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_model_and_its_handles_can_be_shared_between_threads() {
        fn shared<T: Send + Sync>() {}
        shared::<super::SemanticModel>();
        shared::<super::SemaFile>();
    }
}

//! One loaded rust-analyzer database (one Cargo workspace, or one lone file with std) and the
//! discipline for using it from several threads.
//!
//! A salsa database is `Send` but not `Sync`: each thread asks through its own clone of it. Clones
//! share every cached result, so a clone is cheap (a few `Arc`s); they are kept in a pool and
//! handed out one per running question. A change (`set_file_text`) needs the only handle: salsa
//! sets a cancellation flag, every question running on a clone unwinds with `Cancelled`, drops
//! its clone, and is asked again on a fresh clone once the change is in. Clones taken before a
//! change are never put back in the pool (the pool's generation tells), otherwise the writer
//! would wait forever for clones nobody uses.

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, Once, PoisonError};

use ra_ap_hir::ChangeWithProcMacros;
use ra_ap_ide_db::base_db::salsa::Cancelled;
use ra_ap_ide_db::{FileId, RootDatabase};
use ra_ap_vfs::{AbsPathBuf, FileExcluded, Vfs, VfsPath};

use crate::devdeps::Withheld;

/// How many times a question cancelled by a concurrent change is asked again before giving up.
const RETRIES: usize = 8;

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic inside rust-analyzer is caught where it happens; the data behind our own locks
    // (pools, maps) stays consistent, so a poisoned lock is still usable.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

struct Pool {
    /// Bumped by every change: clones of an older generation are dropped, not pooled.
    generation: u64,
    idle: Vec<RootDatabase>,
}

pub(crate) struct Database {
    /// The manifest or lone file it was loaded from, for messages.
    pub(crate) label: String,
    /// The manifests (or the lone file) it was loaded from: several when workspaces share it
    /// (`many.rs`).
    pub(crate) keys: Vec<std::path::PathBuf>,
    /// The handle changes are applied to; questions never run on it directly.
    master: Mutex<RootDatabase>,
    pool: Mutex<Pool>,
    pub(crate) vfs: Mutex<Vfs>,
    /// Bumped after every change applied; answers cached before it are stale.
    changes: AtomicU64,
    /// Set when applying a change panicked: the database may be half-updated.
    broken: AtomicBool,
    /// Dev-dependency edges taken out of the workspace's libraries and binaries, until test
    /// code needs them (see `devdeps.rs`).
    withheld: Mutex<Withheld>,
    /// The folders of tests, benches and examples given source roots of their own (see
    /// `roots.rs`).
    test_folders: Vec<AbsPathBuf>,
    /// How many file handles are bound to it now (see [`Database::in_use`]).
    users: std::sync::atomic::AtomicUsize,
    /// When its loading started: a manifest changed since then makes it stale (`disk.rs`).
    pub(crate) loaded_at: std::time::SystemTime,
    /// Set when the model drops it: nothing may keep it any more (see `room.rs`).
    retired: AtomicBool,
    /// The crates a read-ahead helper thread was started on (see `readahead.rs`).
    pub(crate) read_ahead: Mutex<std::collections::HashSet<ra_ap_ide_db::base_db::Crate>>,
    /// The module files whose item trees the helpers built.
    pub(crate) read_ahead_files: Mutex<Vec<FileId>>,
}

impl Database {
    pub(crate) fn new(
        label: String,
        db: RootDatabase,
        vfs: Vfs,
        withheld: Withheld,
        test_folders: Vec<AbsPathBuf>,
        loaded_at: std::time::SystemTime,
    ) -> Database {
        Database {
            keys: vec![std::path::PathBuf::from(&label)],
            label,
            master: Mutex::new(db),
            pool: Mutex::new(Pool { generation: 0, idle: Vec::new() }),
            vfs: Mutex::new(vfs),
            changes: AtomicU64::new(0),
            broken: AtomicBool::new(false),
            withheld: Mutex::new(withheld),
            test_folders,
            users: Default::default(),
            loaded_at,
            retired: AtomicBool::new(false),
            read_ahead: Mutex::default(),
            read_ahead_files: Mutex::default(),
        }
    }

    /// The same, loaded from the manifests `keys`.
    pub(crate) fn with_keys(mut self, keys: Vec<std::path::PathBuf>) -> Database {
        self.keys = keys;
        self
    }

    /// A file handle bound to it (until [`Database::unbind`]).
    pub(crate) fn bind(&self) {
        self.users.fetch_add(1, Ordering::AcqRel);
    }

    pub(crate) fn unbind(&self) {
        self.users.fetch_sub(1, Ordering::AcqRel);
    }

    /// Whether a file handle is bound to it: dropping it then frees nothing until the handle
    /// is done, and the file's next question would load it again.
    pub(crate) fn in_use(&self) -> bool {
        self.users.load(Ordering::Acquire) > 0
    }

    /// Marks it dropped by the model: a file asked about meanwhile may still use it, but no
    /// map may keep it (it would never be freed).
    pub(crate) fn retire(&self) {
        self.retired.store(true, Ordering::Release);
    }

    pub(crate) fn is_retired(&self) -> bool {
        self.retired.load(Ordering::Acquire)
    }

    /// The file id of `path` if the database has the file.
    pub(crate) fn file_id(&self, path: &std::path::Path) -> Option<FileId> {
        let abs = AbsPathBuf::try_from(path.to_str()?).ok()?;
        let vfs = lock(&self.vfs);
        match vfs.file_id(&VfsPath::from(abs))? {
            (id, FileExcluded::No) => Some(id),
            (_, FileExcluded::Yes) => None,
        }
    }

    /// Whether `file` lies in a folder of tests, benches or examples.
    pub(crate) fn in_test_folder(&self, file: FileId) -> bool {
        let vfs = lock(&self.vfs);
        let path = vfs.file_path(file);
        path.as_path().is_some_and(|p| self.test_folders.iter().any(|f| p.starts_with(f)))
    }

    pub(crate) fn changes(&self) -> u64 {
        self.changes.load(Ordering::Acquire)
    }

    /// Runs `f` on a clone of the database, inside `hir::attach_db` (which rust-analyzer's type
    /// code needs and which must not be nested: `f` must not call back into this crate's
    /// reading functions). `None` when rust-analyzer panicked or kept being cancelled.
    pub(crate) fn read<R>(&self, f: impl Fn(&RootDatabase) -> R) -> Option<R> {
        for _ in 0..RETRIES {
            if self.broken.load(Ordering::Acquire) {
                return None;
            }
            let (generation, db) = self.checkout();
            match catch_quietly(|| ra_ap_hir::attach_db(&db, || f(&db))) {
                Ok(answer) => {
                    self.checkin(generation, db);
                    return Some(answer);
                }
                Err(payload) => {
                    drop(db);
                    match payload.downcast_ref::<Cancelled>() {
                        // A change is being applied: ask again once it is in.
                        Some(Cancelled::PendingWrite | Cancelled::Local) => continue,
                        _ => {
                            tracing::debug!("rust-analyzer failed in {}: {}", self.label, panic_message(&*payload));
                            return None;
                        }
                    }
                }
            }
        }
        None
    }

    /// Replaces the text of a file the database has. Questions running meanwhile are cancelled
    /// and asked again after the change.
    pub(crate) fn set_file_text(&self, file_id: FileId, text: &str) -> bool {
        let mut change = ChangeWithProcMacros::default();
        change.change_file(file_id, Some(text.to_owned()));
        self.apply(change)
    }

    /// Whether some dependency edges are withheld until test code needs them.
    pub(crate) fn withholds_dev_deps(&self) -> bool {
        !lock(&self.withheld).is_empty()
    }

    /// Puts the withheld dev-dependency edges back (once; later calls do nothing). Questions
    /// running meanwhile are cancelled and asked again on the complete graph.
    pub(crate) fn restore_dev_deps(&self) {
        let withheld = std::mem::take(&mut *lock(&self.withheld));
        if !withheld.is_empty() {
            self.change(|db| withheld.restore(db));
            let mb = crate::memory::rss().unwrap_or(0) >> 20;
            tracing::debug!("{}: dev-dependencies loaded for test code ({mb} MB resident)", self.label);
        }
    }

    fn apply(&self, change: ChangeWithProcMacros) -> bool {
        self.change(|db| {
            db.apply_change(change);
        })
    }

    fn change(&self, f: impl FnOnce(&mut RootDatabase)) -> bool {
        if self.broken.load(Ordering::Acquire) {
            return false;
        }
        let mut master = lock(&self.master);
        {
            let mut pool = lock(&self.pool);
            pool.generation += 1;
            // Salsa waits until every other handle is dropped: pooled ones must go first.
            pool.idle.clear();
        }
        let applied = catch_quietly(|| f(&mut master)).is_ok();
        if !applied {
            self.broken.store(true, Ordering::Release);
        }
        self.changes.fetch_add(1, Ordering::AcqRel);
        applied
    }

    fn checkout(&self) -> (u64, RootDatabase) {
        let mut pool = lock(&self.pool);
        let generation = pool.generation;
        if let Some(db) = pool.idle.pop() {
            return (generation, db);
        }
        drop(pool);
        // A clone taken after a change started (the master lock waits for it) is of the new
        // revision but tagged with the old generation: it is only used once, which is harmless.
        let db = lock(&self.master).clone();
        (generation, db)
    }

    fn checkin(&self, generation: u64, db: RootDatabase) {
        let mut pool = lock(&self.pool);
        if pool.generation == generation {
            pool.idle.push(db);
        }
    }
}

thread_local! {
    /// Whether this thread is inside rust-analyzer code whose panics we catch.
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, catching any panic. Panics caught here are answered with `None` by the callers, so
/// the panic hook does not print them (rust-analyzer has internal assertions that fire on odd
/// code); they are logged at debug level instead. Other threads' panics print as before.
pub(crate) fn catch_quietly<R>(f: impl FnOnce() -> R) -> Result<R, Box<dyn std::any::Any + Send + 'static>> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(|q| q.get()) {
                tracing::debug!("rust-analyzer panicked (answered as unknown): {info}");
            } else {
                previous(info);
            }
        }));
    });
    let was = QUIET.with(|q| q.replace(true));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(was));
    result
}

pub(crate) fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else if let Some(c) = payload.downcast_ref::<Cancelled>() {
        c.to_string()
    } else {
        "unknown panic".to_owned()
    }
}

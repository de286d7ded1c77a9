//! Which workspaces share a database (see `many.rs`): when the paths of a run hold several
//! Cargo workspaces side by side (a folder of crates that are each their own workspace), the
//! first question about one of them loads it with the next ones in path order, up to
//! [`BATCH`], so that the standard library and the dependencies they share are analysed once
//! for all of them. Files come in path order, so the workspaces a run reaches next are those
//! already loaded. A run over one workspace loads it alone, as before.

use std::path::{Path, PathBuf};

use std::sync::atomic::Ordering;

use crate::db::lock;
use crate::room::lies_before;
use crate::{Inner, Loading, Trust, load};

/// How many workspaces one database holds at most by default: each adds its own crates to the shared
/// part (std's name resolution, 300-400 MB), and a dropped database frees them all at once.
pub(crate) const BATCH: usize = 8;

/// How many packages (a workspace's own and its dependencies, each once) one database holds at
/// most by default, its first workspace's whatever their number: the memory a database grows to
/// follows the crates whose names get resolved. Over the benchmark corpus (typed `len-zero`),
/// no cap peaked at 1.98 GB in 188 s, 200 at 1.64 GB in 203 s, 150 at 1.62 GB in 220 s.
pub(crate) const BATCH_PACKAGES: usize = 200;

/// The Cargo workspaces side by side under `roots`, in path order: the outermost
/// `Cargo.toml` of each folder (a workspace's members are inside it). A root inside a
/// workspace counts that workspace. Folders `target` and hidden ones are not entered.
pub(crate) fn outermost_manifests(roots: &[PathBuf]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for root in roots {
        let dir = if root.is_dir() { root.as_path() } else { root.parent().unwrap_or(root) };
        match load::nearest_manifest(dir) {
            Some(manifest) => found.push(manifest),
            None if root.is_dir() => walk(root, &mut found),
            None => {}
        }
    }
    found.sort();
    found.dedup();
    found
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
    let manifest = dir.join("Cargo.toml");
    if manifest.is_file() {
        found.push(manifest);
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut dirs: Vec<PathBuf> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            !name.starts_with('.') && name != "target"
        })
        .map(|e| e.path())
        .collect();
    dirs.sort();
    for d in dirs {
        walk(&d, found);
    }
}

impl Inner {
    /// The workspaces side by side and the place among them of the one holding `manifest`,
    /// where it is to load in a batch: batching is on, the load untrusted (build scripts and
    /// proc macros are per workspace), and that workspace not loaded or tried yet.
    fn side_by_side(&self, loading: &Loading, manifest: &Path) -> Option<(&[PathBuf], usize)> {
        if self.trust != Trust::Untrusted || self.batch.load(Ordering::Relaxed) < 2 {
            return None;
        }
        let all = self.outermost.get_or_init(|| outermost_manifests(&self.roots));
        if all.len() < 2 {
            return None;
        }
        let at = all.iter().position(|o| o.parent().is_some_and(|dir| manifest.starts_with(dir)))?;
        (!loading.tried.contains(&all[at])).then_some((all.as_slice(), at))
    }

    /// The workspaces to load with `all[at]`, itself included: those after it in path order
    /// first (the run goes on to them), then those before it not reached yet (another thread
    /// may be on its way to them). Where files come in path order, from the workspace of the
    /// first file not done yet instead: another thread may be waiting to load that one (its
    /// file asked later), and those before it were passed.
    fn members(&self, loading: &Loading, all: &[PathBuf], at: usize) -> Vec<PathBuf> {
        let untried = |o: &&PathBuf| !loading.tried.contains(*o);
        let most = self.batch.load(Ordering::Relaxed);
        if self.path_order.load(Ordering::Relaxed) {
            let first_left = lock(&self.passed).as_ref().and_then(|p| all.iter().position(|m| !lies_before(m, p)));
            let from = first_left.unwrap_or(at).min(at);
            let batch: Vec<PathBuf> = all[from..].iter().filter(untried).take(most).cloned().collect();
            return match batch.contains(&all[at]) {
                true => batch,
                false => all[at..].iter().filter(untried).take(most).cloned().collect(),
            };
        }
        let after = all[at + 1..].iter().filter(untried);
        let before = all[..at].iter().rev().filter(untried);
        std::iter::once(&all[at]).chain(after.chain(before)).take(most).cloned().collect()
    }

    /// Loads the workspace of `manifest` with the next ones in path order not loaded or tried
    /// yet, then the ones before it; `false` where there is none to load with it (see
    /// [`Inner::side_by_side`]), so the caller loads the workspace alone.
    pub(crate) fn load_batch_of(&self, loading: &mut Loading, manifest: &Path) -> bool {
        if self.side_by_side(loading, manifest).is_none() {
            return false;
        }
        // Room first: the workspaces of a database dropped now are to load again, and may
        // join this one.
        self.drop_passed(loading);
        self.make_room(loading);
        let Some((all, at)) = self.side_by_side(loading, manifest) else { return false };
        let batch = self.members(loading, all, at);
        if batch.len() < 2 {
            return false;
        }
        loading.tried.extend(batch.iter().cloned());
        *lock(&self.now_loading) = Some(format!("{} and {} more", batch[0].display(), batch.len() - 1));
        let configuration = lock(&self.configuration).clone();
        let most_packages = self.batch_packages.load(Ordering::Relaxed);
        let load::Batch { loaded, failed, deferred } = load::load_batch(&batch, &configuration, most_packages);
        *lock(&self.now_loading) = None;
        // Loaded with a later batch.
        loading.tried.retain(|key| !deferred.contains(key));
        for (key, message) in failed {
            lock(&self.messages).push(format!("cannot load {} for semantic matching: {message}", key.display()));
            self.failed_loads.fetch_add(1, Ordering::Relaxed);
        }
        if let Some((db, report)) = loaded {
            self.keep(db, report);
        }
        true
    }
}

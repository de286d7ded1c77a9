//! Which databases stay in memory: at most so many (`with_max_live`), within a memory budget
//! where possible (`with_max_memory`), and none of workspaces whose files are all done
//! (`SemanticModel::passed`).

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use crate::db::{Database, lock};
use crate::{Inner, Loading};

/// The longest a load waits for another thread's files in a database before it
/// ([`Inner::wait_for_passed`]): a bound on the time lost, should a file take that long.
const LONGEST_WAIT: Duration = Duration::from_secs(60);

impl Inner {
    /// Drops databases until another may load within the limit: the least recently used of
    /// those no other thread is working through and no file is bound to (this thread's own
    /// last workspace, typically: it has moved on); failing that, one no other thread works
    /// through, then one no file is bound to, then the least recently used. Dropping another
    /// thread's workspace makes its next file load it again, and one a file is bound to frees
    /// nothing until the file is done. A dropped database's files forget it (a later question
    /// loads it again).
    pub(crate) fn make_room(&self, loading: &mut Loading) {
        let max = self.max_live.load(Ordering::Relaxed);
        let budget = self.max_memory.load(Ordering::Relaxed);
        let mut loaded = lock(&self.loaded);
        loop {
            // Read again after each drop: what it freed may be enough.
            let over_budget = budget > 0 && crate::memory::rss().is_some_and(|rss| rss > budget);
            let me = std::thread::current().id();
            let others: HashSet<usize> =
                lock(&self.working_on).iter().filter(|(t, _)| **t != me).map(|(_, db)| *db).collect();
            let theirs = |db: &Arc<Database>| others.contains(&(Arc::as_ptr(db) as usize));
            let over_count = max > 0 && loaded.len() >= max;
            let victim = if over_count {
                (loaded.iter().position(|db| !theirs(db) && !db.in_use()))
                    .or_else(|| loaded.iter().position(|db| !theirs(db)))
                    .or_else(|| loaded.iter().position(|db| !db.in_use()))
                    .or(Some(0))
            } else if over_budget {
                loaded.iter().position(|db| !theirs(db))
            } else {
                None
            };
            let Some(victim) = victim else { break };
            let why = match over_count {
                true => format!("to keep at most {max} loaded"),
                false => format!("to keep within {} MB", budget >> 20),
            };
            self.drop_database(loading, loaded.remove(victim), &why);
        }
    }

    /// Drops the databases whose workspaces lie wholly before the first file not done yet
    /// ([`crate::SemanticModel::passed`]): no file of theirs will be asked about again. A run
    /// over workspaces side by side thus holds one database (one batch of them) at a time, and
    /// briefly two while its threads cross from one to the next; without this, the one it
    /// leaves would stay until another loads.
    pub(crate) fn drop_passed(&self, loading: &mut Loading) {
        let Some(before) = lock(&self.passed).clone() else { return };
        let passed = |db: &Arc<Database>| db.keys.iter().all(|key| lies_before(key, &before));
        let mut loaded = lock(&self.loaded);
        while let Some(i) = loaded.iter().position(passed) {
            self.drop_database(loading, loaded.remove(i), "its files are done");
        }
    }

    /// Before a file loads another database in a run that goes in path order: waits while a
    /// database of workspaces before the file's is still loaded (another thread is on its
    /// last file there: a long one), until the run says they are passed (`passed` drops it),
    /// so that two never grow side by side: over the benchmark corpus that overlap, not any
    /// one database, made the peak memory. Databases of workspaces after the file (a
    /// background model's last run ended there) are not waited for. At most [`LONGEST_WAIT`].
    /// Holds no lock meanwhile.
    pub(crate) fn wait_for_passed(&self, path: &Path) {
        if !self.path_order.load(Ordering::Relaxed) {
            return;
        }
        let start = Instant::now();
        loop {
            {
                let loaded = lock(&self.loaded);
                let holds = |db: &Arc<Database>| db.keys.iter().any(|key| path.starts_with(workspace_dir(key)));
                let before = |db: &Arc<Database>| db.keys.iter().all(|key| lies_before(key, path));
                let waited = start.elapsed();
                let none_before = !loaded.iter().any(before);
                if none_before || loaded.iter().any(holds) || waited >= LONGEST_WAIT {
                    if waited > Duration::from_millis(100) {
                        let why = if none_before { "the databases before it were dropped" } else { "time out" };
                        tracing::debug!("{} waited {:.1} s to load: {why}", path.display(), waited.as_secs_f64());
                    }
                    return;
                }
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Forgets `dropped` (its files and workspaces load again if asked about) and frees it
    /// unless a file's answers in use still hold it (they free it when done).
    fn drop_database(&self, loading: &mut Loading, dropped: Arc<Database>, why: &str) {
        // Before the files forget it: a thread that found it meanwhile sees this under the
        // files' lock and does not keep it there (`Inner::database_for`).
        dropped.retire();
        lock(&self.working_on).retain(|_, db| *db != Arc::as_ptr(&dropped) as usize);
        loading.tried.retain(|key| !dropped.keys.contains(key));
        lock(&self.files).retain(|_, located| !located.as_ref().is_some_and(|(db, _)| Arc::ptr_eq(db, &dropped)));
        let label = dropped.label.clone();
        let freed = Arc::into_inner(dropped).is_some();
        if freed {
            crate::memory::release_freed();
        }
        let mb = crate::memory::rss().unwrap_or(0) >> 20;
        let when = if freed { "freed" } else { "freed once its files are done" };
        tracing::debug!("semantic model of {label} dropped {why}, {when} ({mb} MB resident)");
    }
}

/// Whether the workspace of `key` (a manifest, or a lone file) comes wholly before `path` in
/// path order: its folder sorts before `path` and does not hold it (the paths inside a folder
/// sort right after it, before any other path).
pub(crate) fn lies_before(key: &Path, path: &Path) -> bool {
    let dir = workspace_dir(key);
    dir < path && !path.starts_with(dir)
}

/// The folder of the workspace of `key` (a manifest), or the lone file `key`.
fn workspace_dir(key: &Path) -> &Path {
    match key.file_name().is_some_and(|n| n == "Cargo.toml") {
        true => key.parent().unwrap_or(key),
        false => key,
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::lies_before;

    #[test]
    fn a_workspace_lies_before_the_paths_after_its_folder() {
        let syn = Path::new("/c/syn-3.0.10/Cargo.toml");
        assert!(lies_before(syn, Path::new("/c/synstructure-0.13.2/src/lib.rs")));
        assert!(lies_before(syn, Path::new("/c/tokio/src/lib.rs")));
        assert!(!lies_before(syn, Path::new("/c/syn-3.0.10/tests/common/mod.rs")));
        assert!(!lies_before(syn, Path::new("/c/serde/src/lib.rs")));
        // A lone file is its own workspace.
        let lone = Path::new("/c/a.rs");
        assert!(lies_before(lone, Path::new("/c/b.rs")));
        assert!(!lies_before(lone, Path::new("/c/a.rs")));
    }
}

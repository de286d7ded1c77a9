//! Bringing a long-lived model back in line with the files on disk: the command line's
//! background model is asked again minutes after it loaded, and the user has edited, rewritten
//! (`apply --in-place`), added or removed files meanwhile.
//!
//! A file's text is compared by content, never by modification time (two writes within one
//! tick of the clock look the same): each workspace file the database holds is read again and,
//! where it differs, put in the database (only that file is analysed again, lazily). What a
//! text change cannot express makes the model stale, to be loaded anew: a manifest, lock file
//! or toolchain file changed (the crate graph may differ), a file removed, or a new `.rs` file
//! (a new module the crate graph does not have).

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use ra_ap_ide_db::FileId;
use ra_ap_ide_db::base_db::SourceDatabase;

use crate::SemanticModel;
use crate::db::{Database, lock};

/// Files whose change means the crate graph must be loaded again.
const GRAPH_FILES: [&str; 4] = ["Cargo.toml", "Cargo.lock", "rust-toolchain", "rust-toolchain.toml"];

impl SemanticModel {
    /// Re-reads every file of the loaded workspaces and puts the changed texts in their
    /// databases. Returns how many files changed, or why the model must be loaded again.
    pub fn sync_with_disk(&self) -> Result<usize, String> {
        let loaded = lock(&self.inner.loaded).clone();
        let mut changed = 0;
        for db in loaded {
            changed += db.sync_with_disk()?;
        }
        if changed > 0 {
            // A file no crate reached may be reached now (a `mod` added to a changed file).
            lock(&self.inner.files).retain(|_, located| located.is_some());
        }
        Ok(changed)
    }
}

impl Database {
    fn sync_with_disk(&self) -> Result<usize, String> {
        let workspaces = self.workspace_dirs();
        for dir in &workspaces {
            if let Some(why) = graph_changed(dir, self.loaded_at) {
                return Err(format!("{why} since {} was loaded", self.label));
            }
        }
        // The database's files of its workspaces (not std's, not the registry's): for a lone
        // file, the file itself.
        let ours: Vec<(FileId, PathBuf)> = {
            let vfs = lock(&self.vfs);
            vfs.iter()
                .filter_map(|(id, path)| Some((id, PathBuf::from(path.as_path()?.as_str()))))
                .filter(|(_, path)| match &workspaces[..] {
                    [] => self.keys.iter().any(|k| k == path),
                    dirs => dirs.iter().any(|dir| path.starts_with(dir) && !path.starts_with(dir.join("target"))),
                })
                .collect()
        };
        let mut on_disk = Vec::with_capacity(ours.len());
        for (id, path) in &ours {
            match std::fs::read(path) {
                Ok(bytes) => on_disk.push((*id, String::from_utf8(bytes).ok())),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    return Err(format!("{} was removed since {} was loaded", path.display(), self.label));
                }
                Err(_) => {}
            }
        }
        let stale: Vec<(FileId, String)> = self
            .read(|rdb| {
                on_disk
                    .iter()
                    .filter_map(|(id, text)| {
                        let text = text.as_ref()?;
                        (rdb.file_text(*id).text(rdb).as_ref() != text.as_str()).then(|| (*id, text.clone()))
                    })
                    .collect::<Vec<_>>()
            })
            .ok_or_else(|| format!("{} could not be compared with the files on disk", self.label))?;
        for dir in &workspaces {
            if let Some(new) = new_rust_file(dir, self.loaded_at, |p| self.file_id(p).is_some()) {
                return Err(format!("{} was added since {} was loaded", new.display(), self.label));
            }
        }
        for (id, text) in &stale {
            if !self.set_file_text(*id, text) {
                return Err(format!("{} could not take a changed file", self.label));
            }
        }
        Ok(stale.len())
    }

    /// The folders of the workspaces' `Cargo.toml`s (none for a lone file).
    fn workspace_dirs(&self) -> Vec<PathBuf> {
        self.keys
            .iter()
            .filter(|k| k.file_name().is_some_and(|n| n == "Cargo.toml"))
            .filter_map(|k| k.parent().map(Path::to_path_buf))
            .collect()
    }
}

/// The files under `dir` that a walk visits: not `target`, not hidden folders (`.git`), but
/// `.cargo/config.toml`.
fn walk(dir: &Path, visit: &mut impl FnMut(&Path) -> Option<String>) -> Option<String> {
    let entries = std::fs::read_dir(dir).ok()?;
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() {
            if name == "target" || (name.starts_with('.') && name != ".cargo") {
                continue;
            }
            if let Some(found) = walk(&path, visit) {
                return Some(found);
            }
        } else if let Some(found) = visit(&path) {
            return Some(found);
        }
    }
    None
}

fn modified_since(path: &Path, since: SystemTime) -> bool {
    // At or after: a write in the same tick as the load's start may have been missed by it.
    std::fs::metadata(path).and_then(|m| m.modified()).is_ok_and(|t| t >= since)
}

/// Which manifest, lock, toolchain or cargo configuration file under `dir` changed since
/// `since`, if any.
fn graph_changed(dir: &Path, since: SystemTime) -> Option<String> {
    walk(dir, &mut |path| {
        let name = path.file_name()?.to_str()?;
        let in_cargo_dir = path.parent().and_then(Path::file_name).is_some_and(|d| d == ".cargo");
        let graph = GRAPH_FILES.contains(&name) || (in_cargo_dir && name.starts_with("config"));
        (graph && modified_since(path, since)).then(|| format!("{} changed", path.display()))
    })
}

/// A `.rs` file under `dir` the database does not have and that appeared (or changed) since
/// `since`: files that were there at the load and that rust-analyzer left out stay out.
fn new_rust_file(dir: &Path, since: SystemTime, known: impl Fn(&Path) -> bool) -> Option<PathBuf> {
    let mut found = None;
    walk(dir, &mut |path| {
        let fresh = path.extension().is_some_and(|e| e == "rs") && !known(path) && modified_since(path, since);
        if fresh {
            found = Some(path.to_path_buf());
        }
        fresh.then(String::new)
    });
    found
}

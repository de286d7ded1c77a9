//! Source roots split by what each Cargo target needs, so that a question about a library's
//! file does not pay for its tests' dependencies.
//!
//! rust-analyzer gives each package one source root, its folder. To learn which module a file
//! is, it builds the name resolution (the "def map") of every crate whose root file lies in
//! the file's source root: for a file of `src/`, the library, the binaries and every test,
//! bench and example. Those depend on the dev-dependencies, whose def maps must be built
//! first. On syn that is 206 crates for one question about `src/buffer.rs`, where the library
//! needs 4 and std.
//!
//! So a local package's `tests/`, `benches/` and `examples/` folders become source roots of
//! their own, unless the library, a binary or the build script has its root file there. A
//! file of `src/` then asks only the crates rooted in `src/` (and the build script), and a
//! test file only the tests. The cost: a `#[path]` module or an `include!` reaching across
//! such a folder's edge is not found (rust-analyzer resolves them within a source root), so
//! typed candidates in it are skipped, never matched wrongly.

use ra_ap_ide_db::RootDatabase;
use ra_ap_ide_db::base_db::{FileChange, FileSet, SourceDatabase, SourceRoot, SourceRootId};
use ra_ap_ide_db::{LibraryRoots, LocalRoots};
use ra_ap_paths::AbsPathBuf;
use ra_ap_project_model::{ProjectWorkspace, ProjectWorkspaceKind, TargetKind};

/// The folders of the workspace's own packages whose files get source roots of their own.
pub(crate) fn target_folders(ws: &ProjectWorkspace) -> Vec<AbsPathBuf> {
    let ProjectWorkspaceKind::Cargo { cargo, .. } = &ws.kind else { return Vec::new() };
    let mut folders = Vec::new();
    for package in cargo.packages().map(|p| &cargo[p]).filter(|p| p.is_local) {
        let dir = package.manifest.parent().to_path_buf();
        // The crates every file of the package may belong to must stay in the main root.
        let shared_roots: Vec<&AbsPathBuf> = package
            .targets
            .iter()
            .map(|t| &cargo[*t])
            .filter(|t| matches!(t.kind, TargetKind::Lib { .. } | TargetKind::Bin | TargetKind::BuildScript))
            .map(|t| &t.root)
            .collect();
        for name in ["tests", "benches", "examples"] {
            let folder = dir.join(name);
            if !shared_roots.iter().any(|root| root.starts_with(&folder)) {
                folders.push(folder);
            }
        }
    }
    folders
}

/// Moves the files under `folders` out of their local source roots into one new root per
/// folder. Returns how many roots were added.
pub(crate) fn split(db: &mut RootDatabase, folders: &[AbsPathBuf]) -> usize {
    if folders.is_empty() {
        return 0;
    }
    let count = {
        let local = LocalRoots::get(db).roots(db);
        let library = LibraryRoots::get(db).roots(db);
        local.iter().chain(library).map(|id| id.0 as usize + 1).max().unwrap_or(0)
    };
    let mut roots: Vec<SourceRoot> = Vec::with_capacity(count + folders.len());
    let mut split_out: Vec<FileSet> = folders.iter().map(|_| FileSet::default()).collect();
    let mut moved = false;
    for id in 0..count {
        let root = db.source_root(SourceRootId(id as u32)).source_root(db);
        if root.is_library {
            roots.push((*root).clone());
            continue;
        }
        let mut kept = FileSet::default();
        for file in root.iter() {
            let Some(path) = root.path_for_file(&file).cloned() else { continue };
            let folder = path.as_path().and_then(|p| folders.iter().position(|f| p.starts_with(f)));
            match folder {
                Some(i) => {
                    split_out[i].insert(file, path);
                    moved = true;
                }
                None => kept.insert(file, path),
            }
        }
        roots.push(SourceRoot::new_local(kept));
    }
    if !moved {
        return 0;
    }
    let added: Vec<SourceRoot> = split_out.into_iter().filter(|s| s.len() > 0).map(SourceRoot::new_local).collect();
    let n = added.len();
    roots.extend(added);
    let mut change = FileChange::default();
    change.set_roots(roots);
    change.apply(db);
    n
}

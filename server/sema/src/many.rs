//! Several Cargo workspaces in one database, so that what they share is analysed once.
//!
//! A run over a tree of many small workspaces (the benchmark corpus: 140 crates, each its own
//! workspace) loaded a database per workspace, and each resolved the standard library's names
//! anew: about 5 s of a small workspace's 5-6 s. Merged into one crate graph, crates that are
//! the same in every respect (the sysroot's, a dependency of one version and configuration)
//! are one crate (`CrateGraphBuilder::extend` keeps one of equal crates), so their name
//! resolution is done once for the whole batch. rust-analyzer does the same with the several
//! projects of one editor window.
//!
//! This is `ra_ap_load_cargo::load_workspace_into_db` for a list of workspaces, written with
//! the same public parts; only untrusted loads come here (no build scripts, no proc-macro
//! server: every proc-macro crate's macros are "disabled", as a single untrusted load has them).

use crossbeam_channel::unbounded;
use ra_ap_hir::ChangeWithProcMacros;
use ra_ap_hir_expand::proc_macro::ProcMacrosBuilder;
use ra_ap_ide_db::RootDatabase;
use ra_ap_ide_db::base_db::{CrateGraphBuilder, ProcMacroLoadingError, ProcMacroPaths};
use ra_ap_load_cargo::ProjectFolders;
use ra_ap_paths::AbsPath;
use ra_ap_project_model::ProjectWorkspace;
use ra_ap_vfs::loader::{self, Handle, LoadingProgress};
use ra_ap_vfs::{FileExcluded, Vfs, VfsPath};

/// One database holding every workspace of `workspaces`, and its file system view.
pub(crate) fn load_workspaces(
    workspaces: &[ProjectWorkspace],
    extra_env: &ra_ap_ide_db::FxHashMap<String, Option<String>>,
) -> (RootDatabase, Vfs) {
    let (sender, receiver) = unbounded();
    let mut vfs = Vfs::default();
    let mut loader = ra_ap_vfs_notify::NotifyHandle::spawn(sender);
    let mut graph = CrateGraphBuilder::default();
    let mut macro_crates = ProcMacroPaths::default();
    for ws in workspaces {
        let (one, mut macros) = ws.to_crate_graph(
            &mut |path: &AbsPath| {
                let contents = loader.load_sync(path);
                let path = VfsPath::from(path.to_path_buf());
                vfs.set_file_contents(path.clone(), contents);
                vfs.file_id(&path).and_then(|(id, excluded)| (excluded == FileExcluded::No).then_some(id))
            },
            extra_env,
        );
        // Renumbers `macros` to the merged graph's crates.
        graph.extend(one, &mut macros);
        macro_crates.extend(macros);
    }
    let mut macros = ProcMacrosBuilder::default();
    for krate in macro_crates.into_keys() {
        macros.insert(krate, Err(ProcMacroLoadingError::Disabled));
    }
    let folders = ProjectFolders::new(workspaces, &[], None);
    loader.set_config(loader::Config { load: folders.load, watch: vec![], version: 0 });
    for message in &receiver {
        match message {
            loader::Message::Progress { n_done: LoadingProgress::Finished, .. } => break,
            loader::Message::Progress { .. } => {}
            loader::Message::Loaded { files } | loader::Message::Changed { files } => {
                for (path, contents) in files {
                    vfs.set_file_contents(path.into(), contents);
                }
            }
        }
    }
    let mut change = ChangeWithProcMacros::default();
    for (_, file) in vfs.take_changes() {
        if let ra_ap_vfs::Change::Create(bytes, _) | ra_ap_vfs::Change::Modify(bytes, _) = file.change
            && let Ok(text) = String::from_utf8(bytes)
        {
            change.change_file(file.file_id, Some(text));
        }
    }
    change.set_roots(folders.source_root_config.partition(&vfs));
    change.set_crate_graph(graph);
    change.set_proc_macros(macros);
    let lru_cap = std::env::var("RA_LRU_CAP").ok().and_then(|it| it.parse::<u16>().ok());
    let mut db = RootDatabase::new(lru_cap);
    db.enable_proc_attr_macros();
    db.apply_change(change);
    (db, vfs)
}

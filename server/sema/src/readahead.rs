//! Reading ahead: the first question about a crate waits for rust-analyzer to resolve the names
//! of the crate and of every crate it depends on, all on the asking thread, one crate after the
//! other (std's `core` alone is most of a typed run over syn). A helper thread does what it can
//! of that work on another core meanwhile:
//!
//! 1. it builds the item tree of each module file (parsing it and listing its items), which
//!    needs no name resolved, crates in the order the resolution reaches them and, within a
//!    crate, the last declared module first (the resolution starts with the first: the two
//!    threads meet in the middle);
//! 2. it resolves the names of the crates, each crate's dependencies in the reverse of their
//!    declared order: once `core` is done (everything depends on it), the two threads take
//!    different crates until they meet (`libc` and `alloc` side by side, say).
//!
//! Salsa makes the two threads safe together: a result asked for while the other thread
//! computes it is waited for, never computed twice. What the helper computes is what the
//! question needs (the crates its file's crates depend on), so it costs no memory the question
//! would not have cost. It follows `mod name;` declarations in the syntax as rustc finds their
//! files (`name.rs`, `name/mod.rs`), and leaves modules under a `cfg` or a `#[path]`, and
//! those declared by macros, to the resolution.

use std::cell::RefCell;
use std::collections::HashSet;
use std::sync::{Arc, OnceLock, Weak};
use std::time::Instant;

use ra_ap_hir_def::item_tree::file_item_tree;
use ra_ap_hir_def::nameres::crate_def_map;
use ra_ap_ide_db::RootDatabase;
use ra_ap_ide_db::base_db::{AnchoredPath, Crate, EditionedFileId, FileId, SourceDatabase, relevant_crates};
use ra_ap_syntax::ast::{self, HasAttrs, HasModuleItem, HasName};

use crate::db::{Database, lock};

impl Database {
    /// Starts the helper on the crates of `file` and the crates they depend on, those it was
    /// not started on already.
    pub(crate) fn read_ahead(self: &Arc<Self>, file: FileId) {
        self.read_ahead_crates(|db| relevant_crates(db, file).to_vec());
    }

    /// The same for the crates `roots` chooses and the crates they depend on.
    pub(crate) fn read_ahead_crates(self: &Arc<Self>, roots: impl Fn(&RootDatabase) -> Vec<Crate>) {
        if !enabled() {
            return;
        }
        let orders = self.read(|db| {
            let roots = roots(db);
            (crates_to_resolve(db, &roots, Order::AsDeclared), crates_to_resolve(db, &roots, Order::Reversed))
        });
        let Some((order, reversed)) = orders else { return };
        // Only the crates no helper was started on yet (a batch's graph can hold hundreds).
        let new: HashSet<Crate> = {
            let mut started = lock(&self.read_ahead);
            order.iter().copied().filter(|k| started.insert(*k)).collect()
        };
        let order: Vec<Crate> = order.into_iter().filter(|k| new.contains(k)).collect();
        let reversed: Vec<Crate> = reversed.into_iter().filter(|k| new.contains(k)).collect();
        if order.is_empty() {
            return;
        }
        let database = Arc::downgrade(self);
        let spawned = std::thread::Builder::new()
            .name("cocci-read-ahead".into())
            .spawn(move || read_ahead(&database, &order, &reversed));
        if let Err(e) = spawned {
            tracing::debug!("no read-ahead thread: {e}");
        }
    }
}

/// Whether to read ahead: not on a machine with one core (the helper would only take turns with
/// the question), nor with `COCCI_NO_READ_AHEAD` set (to measure what it saves).
fn enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| {
        std::thread::available_parallelism().map_or(1, |n| n.get()) > 1
            && std::env::var_os("COCCI_NO_READ_AHEAD").is_none()
    })
}

/// The helper thread's work: `order` lists the crates dependencies first, each crate's in
/// their declared order; `reversed` the same crates, each crate's in the reverse order.
fn read_ahead(database: &Weak<Database>, order: &[Crate], reversed: &[Crate]) {
    let start = Instant::now();
    for krate in order {
        // Where a change cancelled the walk, it goes on from there when asked again.
        let walk = RefCell::new(Walk::default());
        if !on_database(database, |db| walk_modules(db, *krate, &walk)) {
            return;
        }
        let Some(database) = database.upgrade() else { return };
        lock(&database.read_ahead_files).extend(walk.into_inner().built);
    }
    let trees = start.elapsed();
    for krate in reversed {
        if !on_database(database, |db| _ = crate_def_map(db, *krate)) {
            return;
        }
    }
    tracing::debug!(
        "read ahead {} crates: item trees in {trees:?}, names resolved in {:?} more",
        order.len(),
        start.elapsed() - trees
    );
}

/// Runs `f` on the database unless it is gone or retired. `false` when it is, or rust-analyzer
/// failed: the helper stops.
fn on_database(database: &Weak<Database>, f: impl Fn(&RootDatabase)) -> bool {
    let Some(database) = database.upgrade() else { return false };
    // Asked again after a change cancelled it, `f` first looks whether the model dropped the
    // database meanwhile.
    let retired = || database.is_retired();
    database
        .read(|db| {
            if !retired() {
                f(db)
            }
        })
        .is_some()
        && !retired()
}

#[derive(Clone, Copy, PartialEq)]
enum Order {
    /// Each crate's dependencies in the order they are declared, as name resolution goes.
    AsDeclared,
    Reversed,
}

/// `roots` and every crate they depend on, each crate's dependencies before it.
fn crates_to_resolve(db: &RootDatabase, roots: &[Crate], order: Order) -> Vec<Crate> {
    fn visit(db: &RootDatabase, krate: Crate, how: Order, seen: &mut HashSet<Crate>, out: &mut Vec<Crate>) {
        if !seen.insert(krate) {
            return;
        }
        let mut dependencies: Vec<Crate> = krate.data(db).dependencies.iter().map(|d| d.crate_id).collect();
        if how == Order::Reversed {
            dependencies.reverse();
        }
        for dependency in dependencies {
            visit(db, dependency, how, seen, out);
        }
        out.push(krate);
    }
    let (mut seen, mut out) = (HashSet::new(), Vec::new());
    for krate in roots {
        visit(db, *krate, order, &mut seen, &mut out);
    }
    out
}

/// A module file to build the item tree of, and where its `mod name;` declarations find their
/// files: `prefix` is the folder, relative to the file's own, that they are looked for in
/// (empty for a crate root or a `mod.rs`, `name/` for a file `name.rs`).
struct ModuleFile {
    file: EditionedFileId,
    prefix: String,
}

/// A walk through a crate's module files.
#[derive(Default)]
struct Walk {
    /// The files still to do; empty at the start (the crate root is first).
    pending: Vec<ModuleFile>,
    /// Those done.
    built: Vec<FileId>,
}

/// Builds the item trees of `krate`'s module files, depth first.
fn walk_modules(db: &RootDatabase, krate: Crate, walk: &RefCell<Walk>) {
    let root = krate.root_file_id(db);
    let edition = root.edition(db);
    if walk.borrow().built.is_empty() && walk.borrow().pending.is_empty() {
        walk.borrow_mut().pending.push(ModuleFile { file: root, prefix: String::new() });
    }
    loop {
        let Some(module) = walk.borrow_mut().pending.pop() else { return };
        file_item_tree(db, module.file.into(), krate);
        let file = module.file.file_id(db);
        let mut children = Vec::new();
        declared_files(db, file, &module.file.parse(db).tree(), &module.prefix, &mut children);
        let mut walk = walk.borrow_mut();
        walk.built.push(file);
        // Pushed in declaration order, so the last declared is built first.
        let children = children
            .into_iter()
            .map(|(file, prefix)| ModuleFile { file: EditionedFileId::new(db, file, edition), prefix });
        walk.pending.extend(children);
    }
}

/// The files of the `mod name;` declarations among `items` (and in their inline modules), each
/// with the prefix its own declarations resolve with.
fn declared_files(
    db: &RootDatabase,
    anchor: FileId,
    items: &impl HasModuleItem,
    prefix: &str,
    out: &mut Vec<(FileId, String)>,
) {
    for item in items.items() {
        let ast::Item::Module(module) = item else { continue };
        if module.attrs().any(|a| a.simple_name().is_some_and(|n| n == "cfg" || n == "path")) {
            continue;
        }
        let Some(name) = module.name() else { continue };
        let name = name.text();
        let name = name.trim_start_matches("r#");
        if let Some(inline) = module.item_list() {
            declared_files(db, anchor, &inline, &format!("{prefix}{name}/"), out);
            continue;
        }
        let beside = format!("{prefix}{name}.rs");
        if let Some(file) = db.resolve_path(AnchoredPath { anchor, path: &beside }) {
            out.push((file, format!("{name}/")));
            continue;
        }
        let own_folder = format!("{prefix}{name}/mod.rs");
        if let Some(file) = db.resolve_path(AnchoredPath { anchor, path: &own_folder }) {
            out.push((file, String::new()));
        }
    }
}

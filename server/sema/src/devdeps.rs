//! Dev-dependencies withheld from a package's library and binaries until test code needs them.
//!
//! rust-analyzer gives a workspace package's library and binaries every dev-dependency, since
//! their `#[cfg(test)]` modules may use them. Name resolution of a crate first resolves all of
//! its dependencies, so the first question about any file of syn's library resolved 206 crates
//! (reqwest, rayon, insta and what they pull in) where the library itself needs 4 and std: 14 s
//! of the 18 s a typed patch took.
//!
//! So after loading, those crates lose the edges to dependencies that are only
//! dev-dependencies ([`withhold`]). Code outside tests cannot name them, so its answers are the
//! same. Test code may: when a question about code under `#[cfg(test)]` gets no answer, the
//! edges are put back ([`Withheld::restore`], through [`crate::db::Database`]) and the question
//! is asked again, on the complete graph. Tests, benches and examples keep their
//! dev-dependencies; they have source roots of their own (see `roots.rs`), so a library's file
//! does not pay for them.

use std::collections::{HashMap, HashSet};

use ra_ap_ide_db::RootDatabase;
use ra_ap_ide_db::base_db::salsa::{Durability, Setter};
use ra_ap_ide_db::base_db::{BuiltCrateData, Crate, all_crates};
use ra_ap_paths::AbsPathBuf;
use ra_ap_project_model::{PackageDependency, ProjectWorkspace, ProjectWorkspaceKind, TargetKind};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, ast, ast::HasAttrs};
use ra_ap_vfs::{Vfs, VfsPath};

/// For the root file of each workspace library and binary, the names (as code spells them) of
/// its package's dependencies that are only dev-dependencies.
#[derive(Default)]
pub(crate) struct DevOnly(HashMap<AbsPathBuf, HashSet<String>>);

impl DevOnly {
    /// Adds another workspace's (several in one database: `many.rs`).
    pub(crate) fn extend(&mut self, other: DevOnly) {
        self.0.extend(other.0);
    }
}

pub(crate) fn dev_only(ws: &ProjectWorkspace) -> DevOnly {
    let mut by_root = HashMap::new();
    let ProjectWorkspaceKind::Cargo { cargo, .. } = &ws.kind else { return DevOnly(by_root) };
    for package in cargo.packages().map(|p| &cargo[p]).filter(|p| p.is_local) {
        let normal: HashSet<String> =
            package.dependencies.iter().filter(|d| kind(d) == "Normal").map(|d| code_name(&d.name)).collect();
        let dev: HashSet<String> = package
            .dependencies
            .iter()
            .filter(|d| kind(d) == "Dev")
            .map(|d| code_name(&d.name))
            .filter(|name| !normal.contains(name))
            .collect();
        if dev.is_empty() {
            continue;
        }
        for target in package.targets.iter().map(|t| &cargo[*t]) {
            if matches!(target.kind, TargetKind::Lib { .. } | TargetKind::Bin) {
                by_root.insert(target.root.clone(), dev.clone());
            }
        }
    }
    DevOnly(by_root)
}

/// `Normal`, `Dev` or `Build`: ra_ap_project_model does not export the type of the field.
fn kind(dependency: &PackageDependency) -> String {
    format!("{:?}", dependency.kind)
}

fn code_name(name: &str) -> String {
    name.replace('-', "_")
}

/// The crates whose dev-dependency edges were taken out, with their complete data.
#[derive(Default)]
pub(crate) struct Withheld(Vec<(Crate, BuiltCrateData)>);

impl Withheld {
    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Puts every withheld edge back. Only the crates that changed (and those that depend on
    /// them) are resolved again; std's name resolution is kept.
    pub(crate) fn restore(self, db: &mut RootDatabase) {
        for (krate, complete) in self.0 {
            krate.set_data(db).with_durability(Durability::MEDIUM).to(complete);
        }
    }
}

/// Takes the dev-only dependency edges out of the crates `dev_only` names.
pub(crate) fn withhold(db: &mut RootDatabase, vfs: &Vfs, dev_only: &DevOnly) -> Withheld {
    let mut withheld = Vec::new();
    if dev_only.0.is_empty() {
        return Withheld(withheld);
    }
    for krate in all_crates(db).iter().copied() {
        let complete = krate.data(db).clone();
        let path = vfs.file_path(complete.root_file_id);
        let Some(dev) = VfsPath::as_path(path).and_then(|p| dev_only.0.get(&p.to_path_buf())) else { continue };
        let mut lean = complete.clone();
        lean.dependencies.retain(|d| !dev.contains(d.name.symbol().as_str()));
        if lean.dependencies.len() == complete.dependencies.len() {
            continue;
        }
        krate.set_data(db).with_durability(Durability::MEDIUM).to(lean);
        withheld.push((krate, complete));
    }
    Withheld(withheld)
}

/// Whether `node` is test code: under an attribute `#[cfg(..)]` that names `test`, in its file
/// or on the declaration of a module it is in (`declarations`: the `mod` items of the file's
/// module and of the modules around it).
pub(crate) fn in_test_code(node: &SyntaxNode, declarations: impl IntoIterator<Item = SyntaxNode>) -> bool {
    std::iter::once(node.clone()).chain(declarations).any(|n| n.ancestors().any(|a| has_test_cfg(&a)))
}

fn has_test_cfg(node: &SyntaxNode) -> bool {
    let Some(item) = ast::AnyHasAttrs::cast(node.clone()) else { return false };
    item.attrs().any(|attr| {
        attr.simple_name().is_some_and(|name| name == "cfg")
            && attr
                .syntax()
                .descendants_with_tokens()
                .any(|t| t.kind() == SyntaxKind::IDENT && t.as_token().is_some_and(|t| t.text() == "test"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ra_ap_syntax::{Edition, SourceFile};

    fn node_at(text: &str, needle: &str) -> SyntaxNode {
        let file = SourceFile::parse(text, Edition::CURRENT).tree();
        let at = text.find(needle).unwrap() as u32;
        file.syntax().token_at_offset(at.into()).right_biased().unwrap().parent().unwrap()
    }

    #[test]
    fn test_code_is_code_under_a_cfg_naming_test() {
        let text = "fn a() { x(); }\n#[cfg(test)] mod t { fn b() { y(); } }\n\
                    #[cfg(all(test, unix))] fn c() { z(); }\n#[cfg(feature = \"test\")] fn d() { w(); }";
        assert!(!in_test_code(&node_at(text, "x()"), []));
        assert!(in_test_code(&node_at(text, "y()"), []));
        assert!(in_test_code(&node_at(text, "z()"), []));
        // A feature named "test" is a string, not the `test` cfg.
        assert!(!in_test_code(&node_at(text, "w()"), []));
    }

    #[test]
    fn a_module_declared_under_cfg_test_makes_its_file_test_code() {
        let parent = "#[cfg(test)]\nmod tests;\nmod other;";
        let file = "fn b() { y(); }";
        assert!(in_test_code(&node_at(file, "y()"), [node_at(parent, "tests")]));
        assert!(!in_test_code(&node_at(file, "y()"), [node_at(parent, "other")]));
    }
}

//! Paths of a patch that name nothing at the patch's fixed place.
//!
//! A patch's paths are resolved as if the patch were written at the root of a crate depending
//! on std and on every crate of the graph by name, a bare name standing for the one item of the
//! graph so called (see docs/semantics.md). Where the model finds nothing there, code is
//! compared with the path as written, and the model says why, for the caller to tell the user
//! once, at the path's place in the patch: the name is ambiguous (`Ordering`), or no item of
//! the graph bears it (a misspelling, or a crate this workspace does not use).

use std::collections::BTreeMap;

use crate::sema::Unresolved as Why;

/// A path of the patch the model could not resolve at the patch's fixed place.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct UnresolvedPath {
    /// Its offset in the patch.
    pub origin: u32,
    /// Its text, as the patch writes it.
    pub path: String,
    /// Why, when the model can say.
    pub why: Option<Why>,
}

/// The paths met during one run of the engine, each asked about once.
#[derive(Default)]
pub struct Unresolved(BTreeMap<(u32, String), Option<Why>>);

impl Unresolved {
    /// Notes that the path `text` at patch offset `origin` resolved to nothing; `why` is asked
    /// the first time only.
    pub(crate) fn note(&mut self, origin: u32, text: &str, why: impl FnOnce() -> Option<Why>) {
        self.0.entry((origin, text.to_owned())).or_insert_with(why);
    }

    pub(crate) fn into_paths(self) -> Vec<UnresolvedPath> {
        self.0.into_iter().map(|((origin, path), why)| UnresolvedPath { origin, path, why }).collect()
    }
}

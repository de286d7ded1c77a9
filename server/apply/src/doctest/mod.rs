//! Doctests: the fenced Rust code blocks of doc comments, matched and rewritten as the code
//! rustdoc compiles. `///` and `//!` comments are read, `/** */` and `/*! */` blocks, and
//! one-line `#[doc = "..."]` attributes (not a string over several lines).

mod attr;
mod extract;
mod map;
mod merge;
mod run;
mod tags;

pub use crate::virt::BlockFound;
pub use extract::{Block, Line, Seg, blocks, candidates, confirm};
pub use merge::merge;
pub use run::{NO_MODEL, UNMAPPABLE, find};

/// Whether and how doctests are reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Doctests {
    /// Doctests are matched and rewritten (`--no-doctests` turns it off).
    pub enabled: bool,
    /// `compile_fail` blocks too: their code is meant not to compile, so by default they are
    /// left as they are.
    pub compile_fail: bool,
}

impl Doctests {
    /// Doctests are not reached.
    pub const OFF: Doctests = Doctests { enabled: false, compile_fail: false };
}

impl Default for Doctests {
    fn default() -> Doctests {
        Doctests { enabled: true, compile_fail: false }
    }
}

/// What the patch finds in the doctests of `body` (a file's text without its byte order mark),
/// as an outcome of its own: reports, problems and skips at offsets of `body`, and `body` with
/// the doctests' rewrites. `None` when it finds nothing (or doctests are off).
pub fn outcome(
    engine: &engine::Engine,
    body: &str,
    edition: engine::Edition,
    opts: Doctests,
    path: Option<&str>,
) -> Option<engine::Outcome> {
    merge(body, edition, opts, None, find(engine, body, edition, opts, path))
}

#[cfg(test)]
mod tests;

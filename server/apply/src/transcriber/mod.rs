//! `macro_rules!` transcribers: the right-hand side of each rule `(matcher) => { transcriber }`,
//! matched and rewritten as the statements and expressions rustc expands it to, with each `$name`
//! hole taken for a name (see [`extract`]). The matcher side, the `$` of the holes and the
//! repetition markers are never rewritten; a transcriber that does not parse that way (items,
//! token soup) is skipped, saying why.

mod extract;
mod run;

pub use extract::{HEAD, TAIL, Transcriber, Unreadable, placeholder_of, transcribers};
pub use run::{NO_TYPES, UNMAPPABLE, UNPARSED, find};

use crate::virt::{self, BlockFound};
use engine::{Edition, Engine, Outcome};

/// The file's outcome with its transcribers' added; `main` is the outcome so far (`None` when
/// the engine did not run). `None` when neither found anything.
pub fn merge(body: &str, edition: Edition, main: Option<Outcome>, found: Vec<BlockFound>) -> Option<Outcome> {
    let read = |text: &str| transcribers(text, edition).into_iter().flatten().map(|t| (t.at.start, t.text)).collect();
    virt::merge(body, main, found, &read)
}

/// What the patch finds in the transcribers of `body` (a file's text without its byte order
/// mark), as an outcome of its own at offsets of `body`; `None` when it finds nothing.
pub fn outcome(engine: &Engine, body: &str, edition: Edition, path: Option<&str>) -> Option<Outcome> {
    merge(body, edition, None, find(engine, body, edition, path, None))
}

#[cfg(test)]
mod tests;

//! Putting what the doctests gave together with the file's own outcome (see [`crate::virt`]):
//! the new text is read back for its doctests.

use super::Doctests;
use super::extract;
use crate::virt::{self, BlockFound};
use engine::{Edition, Outcome};

/// The file's outcome with its doctests' added; `main` is the engine's on the file (`None`
/// when it did not run). `None` when neither found anything.
pub fn merge(
    body: &str,
    edition: Edition,
    opts: Doctests,
    main: Option<Outcome>,
    found: Vec<BlockFound>,
) -> Option<Outcome> {
    let read = |text: &str| extract::blocks(text, edition, opts).into_iter().map(|b| (b.open, b.text)).collect();
    virt::merge(body, main, found, &read)
}

//! The template: Rust text standing for a piece of patch, with the way back.
//!
//! SmPL is not Rust, so it cannot be handed to a Rust parser as written. Each piece of patch is
//! copied into the template as it is (code) or replaced by generated text that parses where the
//! construct stands: a placeholder name for a `...`, a disjunction or a nest, an operator for an
//! operator metavariable. Every piece remembers where it came from, so a node of the parsed
//! template can be traced back to its patch offset and its line's marker: that source map is
//! what this module owns.

use crate::pattern::{Mark, MetaId, Origin};
use ra_ap_syntax::TextSize;

/// Placeholder prefixes; the number after one indexes the compiler's `dots`, `disjs` or `nests`.
pub(super) const DOTS: &str = "__cocci_dots_";
pub(super) const DISJ: &str = "__cocci_disj_";
pub(super) const NEST: &str = "'__cocci_nest_";

/// The number of the placeholder `text` is, if it is one with `prefix`.
pub(super) fn placeholder_id(text: &str, prefix: &str) -> Option<usize> {
    text.strip_prefix(prefix)?.parse().ok()
}

/// Rust text standing for a piece of patch, with the way back.
#[derive(Default)]
pub(super) struct Template {
    pub(super) text: String,
    pieces: Vec<Piece>,
    /// `@p` attachments: template offset they follow, and the position metavariable.
    pub(super) positions: Vec<(usize, MetaId)>,
    /// Operator metavariables, laid out as an operator: its template offset, and the
    /// metavariable.
    pub(super) ops: Vec<(usize, MetaId)>,
}

struct Piece {
    tpl: usize,
    patch: usize,
    len: usize,
    mark: Mark,
    /// Generated text (placeholders) maps every offset to `patch`.
    generated: bool,
    /// From a `?` line: the statement it holds may be absent.
    optional: bool,
}

impl Template {
    /// Appends patch code `src[start..end]` as it is.
    pub(super) fn push_code(&mut self, src: &str, start: usize, end: usize, mark: Mark, optional: bool) {
        let tpl = self.text.len();
        self.text.push_str(&src[start..end]);
        self.pieces.push(Piece { tpl, patch: start, len: end - start, mark, generated: false, optional });
    }

    /// Appends text the patch does not have (a placeholder), all of it mapped to `patch`.
    pub(super) fn push_generated(&mut self, text: &str, patch: usize, mark: Mark) {
        let tpl = self.text.len();
        self.text.push_str(text);
        self.pieces.push(Piece { tpl, patch, len: text.len(), mark, generated: true, optional: false });
    }

    fn piece_at(&self, tpl: usize) -> Option<&Piece> {
        let i = self.pieces.partition_point(|p| p.tpl <= tpl);
        let p = self.pieces.get(i.checked_sub(1)?)?;
        Some(p)
    }

    /// The patch offset and mark of the template text at `tpl`.
    pub(super) fn origin(&self, tpl: usize) -> Origin {
        match self.piece_at(tpl) {
            Some(p) => {
                let patch = if p.generated { p.patch } else { p.patch + (tpl - p.tpl).min(p.len) };
                Origin { offset: TextSize::new(patch as u32), mark: p.mark }
            }
            None => Origin { offset: TextSize::new(0), mark: Mark::Context },
        }
    }

    /// Whether the template text at `tpl` was generated, not copied from the patch.
    pub(super) fn is_generated(&self, tpl: usize) -> bool {
        self.piece_at(tpl).is_some_and(|p| p.generated)
    }

    /// Whether the template text at `tpl` comes from a `?` line.
    pub(super) fn is_optional(&self, tpl: usize) -> bool {
        self.piece_at(tpl).is_some_and(|p| p.optional)
    }
}

/// The template offset of `local`, an offset in a tree parsed `shift` bytes away from the
/// template (inside a wrapper, or macro arguments parsed apart).
pub(super) fn tpl_offset(local: TextSize, shift: i64) -> usize {
    (i64::from(u32::from(local)) + shift).max(0) as usize
}

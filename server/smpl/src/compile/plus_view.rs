//! Checking `+` code as Rust.
//!
//! `+` lines are kept as text for the rewriter, but a `+` line that does not parse is a mistake
//! of the patch, better reported when the patch is read than when some file first matches.
//! The body is laid out again as its `+` lines and context read it and compiled for syntax only.

use super::Compiler;
use crate::body::Elem;
use crate::diag::SmplError;
use crate::model::MetaVar;
use crate::pattern::{Mark, Pat};
use ra_ap_syntax::Edition;

/// Parse errors of a body's `+` code read with its context: the body with its `-` code (and the
/// `...` and nests on `-` lines) left out and its `+` lines in their place. A `+` line that does
/// not parse is an error of the patch, reported whether or not anything matches. Also returns
/// that view lowered (its `+` leaves carry their patch offsets), for checks of what `+` code
/// names ([`crate::plus_names`]); `None` when it did not parse.
pub(crate) fn plus_syntax_errors(
    src: &str,
    metas: &[MetaVar],
    elems: &[Elem],
    edition: Edition,
) -> (Option<Pat>, Vec<SmplError>) {
    let view = plus_view(elems);
    let mut compiler = Compiler::new(src, metas);
    compiler.edition = edition;
    compiler.syntax_only = true;
    let lowered = compiler.compile_fragment(&view, None).map(|(pat, _)| pat);
    let errors = compiler
        .errors
        .into_iter()
        .map(|e| SmplError::new(e.range, format!("in the `+` code: {}", e.message)))
        .collect();
    (lowered, errors)
}

/// The body as its `+` lines and context read it.
fn plus_view(elems: &[Elem]) -> Vec<Elem> {
    elems
        .iter()
        .filter_map(|e| match e {
            Elem::Code { mark: Mark::Minus, .. }
            | Elem::Dots { mark: Mark::Minus, .. }
            | Elem::Nest { mark: Mark::Minus, .. }
            | Elem::Position { .. } => None,
            Elem::Code { start, end, optional, .. } => {
                Some(Elem::Code { start: *start, end: *end, mark: Mark::Context, optional: *optional })
            }
            Elem::Plus { start, end, .. } => {
                Some(Elem::Code { start: *start, end: *end, mark: Mark::Context, optional: false })
            }
            Elem::Dots { start, .. } => Some(Elem::Dots { start: *start, mark: Mark::Context, whens: Vec::new() }),
            Elem::Nest { start, at_least_one, body, .. } => Some(Elem::Nest {
                start: *start,
                mark: Mark::Context,
                at_least_one: *at_least_one,
                body: plus_view(body),
                whens: Vec::new(),
            }),
            Elem::Disj { start, branches, ends, conj } => Some(Elem::Disj {
                ends: ends.clone(),
                start: *start,
                branches: branches.iter().map(|b| plus_view(b)).collect(),
                conj: *conj,
            }),
            Elem::Newline => Some(Elem::Newline),
        })
        .collect()
}

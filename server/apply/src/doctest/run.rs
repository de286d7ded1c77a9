//! Running a patch on a file's doctests: each block a patch may match is given to the engine
//! as the Rust text rustdoc compiles, and what the engine found is placed back in the file.

use super::Doctests;
use super::extract::{self, Block};
use crate::virt::{BlockFound, NoModel, apply_edits, line_edits, to_range};
use engine::{Edition, Engine, Given, Problem, Report, Skip, TextEdit, TextRange};
use std::ops::Range;

/// Why a typed candidate in a doctest is skipped: rustdoc compiles a doctest as a crate of its
/// own that depends on the library, and the model knows only the library.
pub const NO_MODEL: &str = "in a doctest: no model of a crate depending on the library";

/// Why a doctest's rewrite is not written.
pub const UNMAPPABLE: &str =
    "in a doctest, the rewrite cannot be written back into the comment exactly: this match is left as it was";

/// Runs `engine` on the doctests of `body` (a file's text without its byte order mark).
pub fn find(engine: &Engine, body: &str, edition: Edition, opts: Doctests, path: Option<&str>) -> Vec<BlockFound> {
    // A doctest's words are the file's, and those of the `fn main` rustdoc may wrap it in: a
    // file without the patch's words among those has no doctest to read.
    let words = [extract::MAIN_HEAD, extract::MAIN_TAIL, body];
    if !opts.enabled || !extract::may_hold(body) || !engine.may_match_parts(&words) {
        return Vec::new();
    }
    let mut blocks = extract::candidates(body, opts);
    // Only blocks holding the patch's words are confirmed by the lexer and parsed.
    blocks.retain(|b| engine.may_match(&b.text));
    extract::confirm(body, edition, &mut blocks);
    blocks.iter().map(|b| run_block(engine, body, b, edition, opts, path)).collect()
}

fn run_block(
    engine: &Engine,
    body: &str,
    block: &Block,
    edition: Edition,
    opts: Doctests,
    path: Option<&str>,
) -> BlockFound {
    // Typed metavariables are asked of a model that has none to give (each candidate is skipped,
    // saying why); paths alone are compared as written, as in a file without a model.
    let typed = engine.has_typed_metavars();
    let range = |r: TextRange| to_range(block.range_to_file(usize::from(r.start())..usize::from(r.end())));
    let given = Given {
        path,
        sema: typed.then_some(&NoModel(NO_MODEL) as _),
        placed_in: Some((body, &range)),
        ..Given::default()
    };
    let out = engine.apply_given(&block.text, block.edition.unwrap_or(edition), given);
    let whole = to_range(block.open..block.open);
    let reports = out
        .reports
        .into_iter()
        .map(|r| {
            // A quick fix (and `apply --verify`'s change made alone) is kept only when the
            // comment it makes reads back as the doctest with just that change.
            let mut virt: Vec<(Range<usize>, String)> = r
                .fix
                .iter()
                .map(|e| (usize::from(e.range.start())..usize::from(e.range.end()), e.text.clone()))
                .collect();
            virt.sort_by_key(|(at, _)| (at.start, at.end));
            let mapped: Option<Vec<_>> = virt.iter().map(|(at, text)| block.map_edit(at.clone(), text)).collect();
            let fix = mapped
                .filter(|m| reads_back(body, block, m, &apply_edits(&block.text, &virt), opts))
                .map(|m| m.into_iter().map(|(at, text)| TextEdit { range: to_range(at), text }).collect())
                .unwrap_or_default();
            Report { range: range(r.range), fix, ..r }
        })
        .collect();
    let problems = out.problems.into_iter().map(|p| Problem { at: Some(p.at.map_or(whole, range)), ..p }).collect();
    let skips = out.skips.into_iter().map(|s| Skip { at: s.at.map(range), ..s }).collect();
    let mut found = BlockFound::new(block.open, reports, problems, skips, UNMAPPABLE);
    found.script_lines = out.script_lines;
    if out.changed {
        let edits: Option<Vec<_>> =
            line_edits(&block.text, &out.text).into_iter().map(|(r, t)| block.map_edit(r, &t)).collect();
        found.rewrite(edits.map(|e| (e, out.text)));
    }
    found
}

/// Whether `body` with the file edits `edits` holds `block` reading as `want`. Edits inside
/// comment lines leave what is a comment as it was, so the lines alone tell.
fn reads_back(body: &str, block: &Block, edits: &[(Range<usize>, String)], want: &str, opts: Doctests) -> bool {
    let mut sorted = edits.to_vec();
    sorted.sort_by_key(|(r, _)| (r.start, r.end));
    if sorted.windows(2).any(|w| w[0].0.end > w[1].0.start) {
        return false;
    }
    let after = apply_edits(body, &sorted);
    // Only the comment holding the block is read again (a file may have hundreds of them); a
    // block comment's bounds are not found by lines, so the whole file is.
    let around = if block.comment_end.is_some() { 0..after.len() } else { extract::comment_around(&after, block.open) };
    extract::candidates(&after[around.clone()], opts)
        .iter()
        .any(|b| around.start + b.open == block.open && b.text == want)
}

//! Running a patch on a file's doctests: each block a patch may match is given to the engine
//! as the Rust text rustdoc compiles, and what the engine found is placed back in the file.

use super::Doctests;
use super::extract::{self, Block};
use engine::{Edition, Engine, Given, Problem, Report, ReportKind, Skip, TextEdit, TextRange, TextSize};
use std::ops::Range;

/// Why a typed candidate in a doctest is skipped: rustdoc compiles a doctest as a crate of its
/// own that depends on the library, and the model knows only the library.
pub const NO_MODEL: &str = "in a doctest: no model of a crate depending on the library";

/// Why a doctest's rewrite is not written.
pub const UNMAPPABLE: &str =
    "in a doctest, the rewrite cannot be written back into the comment exactly: this match is left as it was";

/// What the patch found in one doctest, at offsets of the file.
#[derive(Debug)]
pub struct BlockFound {
    /// Where the block's opening fence line starts.
    pub open: usize,
    pub reports: Vec<Report>,
    pub problems: Vec<Problem>,
    pub skips: Vec<Skip>,
    /// The file's edits making the block's rewrite, in order; empty when it did not change.
    pub edits: Vec<(Range<usize>, String)>,
    /// The block's rewritten Rust text, when it changed: what the file must read back as.
    pub new_text: Option<String>,
}

impl BlockFound {
    /// Leaves the block as it was: its changes become problems saying so.
    pub fn refuse(&mut self) {
        self.edits.clear();
        self.new_text = None;
        let (changes, rest): (Vec<Report>, Vec<Report>) =
            std::mem::take(&mut self.reports).into_iter().partition(|r| r.kind == ReportKind::Change);
        self.reports = rest;
        self.problems.extend(changes.into_iter().map(|r| Problem {
            rule: r.rule,
            at: Some(r.range),
            message: UNMAPPABLE.to_owned(),
        }));
    }
}

/// Runs `engine` on the doctests of `body` (a file's text without its byte order mark).
pub fn find(engine: &Engine, body: &str, edition: Edition, opts: Doctests, path: Option<&str>) -> Vec<BlockFound> {
    // A doctest's words are the file's, and those of the `fn main` rustdoc may wrap it in: a
    // file without the patch's words among those has no doctest to read.
    let wrapper = || format!("{}{}{body}", extract::MAIN_HEAD, extract::MAIN_TAIL);
    if !opts.enabled || !extract::may_hold(body) || !(engine.may_match(body) || engine.may_match(&wrapper())) {
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
    let given = Given { path, sema: typed.then_some(&NoModel as _), ..Given::default() };
    let out = engine.apply_given(&block.text, block.edition.unwrap_or(edition), given);
    let range = |r: TextRange| to_range(block.range_to_file(usize::from(r.start())..usize::from(r.end())));
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
    let mut found = BlockFound { open: block.open, reports, problems, skips, edits: Vec::new(), new_text: None };
    if out.changed {
        match line_edits(&block.text, &out.text).into_iter().map(|(r, t)| block.map_edit(r, &t)).collect() {
            Some(edits) => {
                found.edits = edits;
                found.new_text = Some(out.text);
            }
            None => found.refuse(),
        }
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
    // Only the comment holding the block is read again (a file may have hundreds of them).
    let around = extract::comment_around(&after, block.open);
    extract::candidates(&after[around.clone()], opts)
        .iter()
        .any(|b| around.start + b.open == block.open && b.text == want)
}

/// `text` with `edits` (sorted, apart) made.
pub fn apply_edits(text: &str, edits: &[(Range<usize>, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (r, new) in edits {
        out.push_str(&text[at..r.start]);
        out.push_str(new);
        at = r.end;
    }
    out.push_str(&text[at..]);
    out
}

fn to_range(r: Range<usize>) -> TextRange {
    TextRange::new(TextSize::new(r.start as u32), TextSize::new(r.end as u32))
}

/// The edits turning `old` into `new`: one for each run of changed lines, trimmed of what the
/// two sides share at their ends (so a change inside a line stays inside it).
pub fn line_edits(old: &str, new: &str) -> Vec<(Range<usize>, String)> {
    let (old_at, new_at) = (line_starts(old), line_starts(new));
    let diff = similar::TextDiff::from_lines(old, new);
    let mut out = Vec::new();
    for op in diff.ops() {
        let (tag, o, n) = op.as_tag_tuple();
        if tag == similar::DiffTag::Equal {
            continue;
        }
        let (mut os, mut oe) = (old_at[o.start], old_at[o.end]);
        let (mut ns, mut ne) = (new_at[n.start], new_at[n.end]);
        let prefix = common_len(old[os..oe].chars(), new[ns..ne].chars());
        os += prefix;
        ns += prefix;
        let suffix = common_len(old[os..oe].chars().rev(), new[ns..ne].chars().rev());
        oe -= suffix;
        ne -= suffix;
        out.push((os..oe, new[ns..ne].to_owned()));
    }
    out
}

/// Where each line of `text` starts, and its end.
fn line_starts(text: &str) -> Vec<usize> {
    let mut out = vec![0];
    out.extend(text.match_indices('\n').map(|(i, _)| i + 1).filter(|&i| i < text.len()));
    out.push(text.len());
    out.dedup();
    out
}

/// The length in bytes of what two character sequences share at their start.
fn common_len(a: impl Iterator<Item = char>, b: impl Iterator<Item = char>) -> usize {
    a.zip(b).take_while(|(x, y)| x == y).map(|(x, _)| x.len_utf8()).sum()
}

/// The model of a doctest: none. Every question is unanswered, with the reason.
struct NoModel;

impl engine::sema::FileSemantics for NoModel {
    fn type_of_expr(&self, _: TextRange) -> Option<engine::sema::TypeInfo> {
        None
    }
    fn type_of_type(&self, _: TextRange) -> Option<engine::sema::TypeInfo> {
        None
    }
    fn resolve_path(&self, _: TextRange) -> Option<engine::sema::Def> {
        None
    }
    fn resolve_method(&self, _: TextRange) -> Option<engine::sema::Def> {
        None
    }
    fn receiver_passing(&self, _: TextRange) -> Option<engine::sema::ReceiverPassing> {
        None
    }
    fn resolve_text(&self, _: &str, _: engine::sema::Ns, _: TextRange) -> Option<engine::sema::Def> {
        None
    }
    fn why_unknown(&self, _: TextRange) -> Option<String> {
        Some(NO_MODEL.to_owned())
    }
}

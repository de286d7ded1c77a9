//! Macro calls whose arguments are no expressions, items or statements (`pick! { a =
//! o.unwrap() => a + 1 }`, `tokio::select! { .. }`), matched through the expansion the semantic
//! model gives: the expansion is the engine's virtual text (see [`text`]), and a rewrite is
//! written at the call only where every token it touches is one the call wrote, once, as the
//! expansion copies it. Anything else is left as it was, saying why.
//!
//! Only calls the engine could not look into (`Outcome::macros_not_entered`: their tokens hold
//! the patch's words) are expanded, and only when the model is at hand: a patch that loads it
//! anyway (a typed one), or a run that asks for it (`--expand-macros`).

mod model;
mod text;

pub use text::{Expanded, NOT_CODE, Segment, expanded};

use crate::virt::{self, BlockFound};
use engine::{Edition, Engine, Given, Outcome, Problem, Report, Skip, SkipReason, TextEdit, TextRange};
use sema_api::FileSemantics;
use std::ops::Range;

/// When token-tree macro calls are looked into through their expansion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ExpandMacros {
    /// Never: they are counted as not looked into.
    Never,
    /// When the patch asks the model anyway (it is typed).
    #[default]
    WithModel,
    /// Whenever there is a model to ask (which then loads for an untyped patch too).
    Always,
}

impl ExpandMacros {
    /// Whether `engine`'s calls are expanded under this setting.
    pub fn applies(self, engine: &Engine) -> bool {
        match self {
            ExpandMacros::Never => false,
            ExpandMacros::WithModel => engine.needs_semantics(),
            ExpandMacros::Always => true,
        }
    }
}

/// Why a rewrite inside an expansion is not written at the call.
pub const UNMAPPABLE: &str = "inside a macro call's expansion, the rewrite touches tokens the macro writes itself, \
     tokens that are not side by side at the call, or tokens the expansion uses twice: \
     this match is left as it was";

/// What `engine` finds in the expansions of the calls whose token trees are `calls` (ranges
/// of `body`, a file's text without its byte order mark), and the calls it could look into.
pub fn find(
    engine: &Engine,
    body: &str,
    edition: Edition,
    path: Option<&str>,
    calls: &[TextRange],
    model: &dyn FileSemantics,
) -> (Vec<BlockFound>, Vec<TextRange>) {
    let mut found = Vec::new();
    let mut entered = Vec::new();
    for &args in calls {
        let Some(expansion) = model.expand_macro(args) else { continue };
        let range = usize::from(args.start())..usize::from(args.end());
        match expanded(body, &expansion) {
            Ok(e) if engine.may_match(&e.text) => {
                let refuse = (UNMAPPABLE, &(|_: &str| None) as Otherwise);
                let (one, nested) = run_one(engine, body, &e, &range, edition, path, Some(model), refuse);
                found.push(one);
                // The patch's words are (also) in a macro call the expansion makes, which is
                // not expanded further: the call still counts as not looked into.
                if !nested {
                    entered.push(args);
                }
            }
            Ok(_) => entered.push(args),
            Err(why) => {
                found.push(skipped(&range, why));
                entered.push(args);
            }
        }
    }
    (found, entered)
}

fn skipped(args: &Range<usize>, why: &str) -> BlockFound {
    let reason = SkipReason::Model(format!("a macro call: its expansion {why}"));
    let skip = Skip { rule: String::new(), at: Some(virt::to_range(args.clone())), reason };
    BlockFound::new(args.start, Vec::new(), Vec::new(), vec![skip], UNMAPPABLE)
}

/// A way to write a new virtual text into the file when its edits do not map token by token
/// (a `use` group's member moved out of its group): the file edits, or `None`.
pub(crate) type Otherwise<'a> = &'a dyn Fn(&str) -> Option<Vec<(Range<usize>, String)>>;

/// What the engine found in a virtual text made of the file's tokens at `args` (an expansion,
/// or the one-path items of a `use` group), and whether it met macro calls there it could not
/// look into. `unmappable`: why a rewrite that cannot be written back is refused.
#[allow(clippy::too_many_arguments)]
pub(crate) fn run_one(
    engine: &Engine,
    body: &str,
    e: &Expanded,
    args: &Range<usize>,
    edition: Edition,
    path: Option<&str>,
    model: Option<&dyn FileSemantics>,
    (unmappable, otherwise): (&'static str, Otherwise),
) -> (BlockFound, bool) {
    let mapped = model.map(|inner| model::Mapped { inner, expanded: e, args: args.clone() });
    let range = |r: TextRange| virt::to_range(e.shown(&(usize::from(r.start())..usize::from(r.end())), args));
    let mapped_sema = mapped.as_ref().map(|m| m as &dyn FileSemantics);
    let (sema, guard) = if engine.needs_semantics() { (mapped_sema, None) } else { (None, mapped_sema) };
    let given = Given { path, sema, guard, placed_in: Some((body, &range)), ..Given::default() };
    let out = engine.apply_given(&e.text, edition, given);
    if out.syntax_errors > 0 {
        return (skipped(args, NOT_CODE), false);
    }
    let nested = !out.macros_not_entered.is_empty();
    let mut reports: Vec<Report> = out
        .reports
        .into_iter()
        .map(|r| {
            let fix = file_fix(body, e, args, &r.fix, edition)
                .or_else(|| {
                    let virt: Vec<(Range<usize>, String)> =
                        r.fix.iter().map(|t| (span(t.range), t.text.clone())).collect();
                    let edits = otherwise(&virt::apply_edits(&e.text, &virt))?;
                    Some(edits.into_iter().map(|(r, text)| TextEdit { range: virt::to_range(r), text }).collect())
                })
                .unwrap_or_default();
            Report { range: range(r.range), fix, ..r }
        })
        .collect();
    // Code the expansion copies twice matches twice, at one place of the call: one report.
    let mut seen = Vec::new();
    reports.retain(|r| {
        let key = (r.rule_index, r.kind, r.range, r.message.clone());
        let new = !seen.contains(&key);
        seen.push(key);
        new
    });
    let whole = virt::to_range(args.clone());
    let problems = out.problems.into_iter().map(|p| Problem { at: Some(p.at.map_or(whole, range)), ..p }).collect();
    let mut skips: Vec<Skip> = out.skips.into_iter().map(|s| Skip { at: s.at.map(range), ..s }).collect();
    let mut seen = Vec::new();
    skips.retain(|s| {
        let key = (s.rule.clone(), s.at, s.reason.clone());
        let new = !seen.contains(&key);
        seen.push(key);
        new
    });
    let mut found = BlockFound::new(args.start, reports, problems, skips, unmappable);
    found.script_lines = out.script_lines;
    found.self_checked = true;
    if out.changed {
        let rewrite = e
            .file_edits(&text::code_edits(&e.text, &out.text, edition))
            .map(|edits| tidy_deletions(body, edits))
            .filter(|edits| balanced_after(body, args, edits, edition))
            .or_else(|| otherwise(&out.text))
            .map(|edits| (edits, out.text.clone()));
        found.rewrite(rewrite);
    }
    (found, nested)
}

/// `edits` (sorted, apart) with each deletion that leaves a space on both sides taking the
/// spaces before it too (`v.is_empty() == 0 =>` loses ` == 0`, not `== 0`), where no other
/// edit reaches them.
fn tidy_deletions(body: &str, mut edits: Vec<(Range<usize>, String)>) -> Vec<(Range<usize>, String)> {
    let bytes = body.as_bytes();
    let blank = |b: u8| b == b' ' || b == b'\t';
    for i in 0..edits.len() {
        let (r, new) = &edits[i];
        let space_after = bytes.get(r.end).is_none_or(|&b| b.is_ascii_whitespace());
        if !new.is_empty() || r.is_empty() || !space_after {
            continue;
        }
        let floor = if i > 0 { edits[i - 1].0.end } else { 0 };
        let mut start = r.start;
        while start > floor && blank(bytes[start - 1]) {
            start -= 1;
        }
        edits[i].0.start = start;
    }
    edits
}

fn span(r: TextRange) -> Range<usize> {
    usize::from(r.start())..usize::from(r.end())
}

/// A quick fix's file edits, when each can be written at the call.
fn file_fix(
    body: &str,
    e: &Expanded,
    args: &Range<usize>,
    fix: &[TextEdit],
    edition: Edition,
) -> Option<Vec<TextEdit>> {
    let virt: Vec<(Range<usize>, String)> = fix.iter().map(|t| (span(t.range), t.text.clone())).collect();
    let edits = e.file_edits(&virt)?;
    balanced_after(body, args, &edits, edition)
        .then(|| edits.into_iter().map(|(r, text)| TextEdit { range: virt::to_range(r), text }).collect())
}

/// Whether the call's token tree keeps its delimiters paired with `edits` made: a rewrite that
/// does not leaves the call unreadable to the macro, whatever the expansion said.
fn balanced_after(body: &str, args: &Range<usize>, edits: &[(Range<usize>, String)], edition: Edition) -> bool {
    let local: Vec<(Range<usize>, String)> =
        edits.iter().map(|(r, s)| (r.start - args.start..r.end - args.start, s.clone())).collect();
    let new = virt::apply_edits(&body[args.clone()], &local);
    let lexed = ra_ap_parser::LexedStr::new(edition, &new);
    let mut open = Vec::new();
    for i in 0..lexed.len() {
        use ra_ap_parser::SyntaxKind as K;
        match lexed.kind(i) {
            K::L_PAREN | K::L_BRACK | K::L_CURLY => open.push(lexed.kind(i)),
            K::R_PAREN if open.pop() != Some(K::L_PAREN) => return false,
            K::R_BRACK if open.pop() != Some(K::L_BRACK) => return false,
            K::R_CURLY if open.pop() != Some(K::L_CURLY) => return false,
            K::ERROR => return false,
            _ => {}
        }
    }
    open.is_empty() && lexed.errors().next().is_none()
}

/// The file's outcome with what the expansions gave added, and the calls looked into no
/// longer counted as not looked into.
pub fn merge(body: &str, main: Option<Outcome>, found: Vec<BlockFound>, entered: &[TextRange]) -> Option<Outcome> {
    let mut out = virt::merge(body, main, found, &|_| Vec::new());
    if let Some(o) = out.as_mut() {
        o.macros_not_entered.retain(|r| !entered.contains(r));
    }
    out
}

/// What `engine` finds in the expansions of the calls `calls` of `body`, as an outcome of its
/// own at offsets of `body` (the calls it could not look into still counted); `None` when it
/// finds nothing.
pub fn outcome(
    engine: &Engine,
    body: &str,
    edition: Edition,
    calls: &[TextRange],
    model: &dyn FileSemantics,
) -> Option<Outcome> {
    let (found, entered) = find(engine, body, edition, None, calls, model);
    let left: Vec<TextRange> = calls.iter().filter(|c| !entered.contains(c)).copied().collect();
    let mut out = virt::merge(body, None, found, &|_| Vec::new());
    if !left.is_empty() {
        out.get_or_insert_with(|| Outcome { text: body.to_owned(), ..Outcome::default() }).macros_not_entered = left;
    }
    out
}

#[cfg(test)]
mod tests;

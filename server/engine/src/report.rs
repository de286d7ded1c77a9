//! What rules report: `*` matches and changes, with their messages, fixes and bindings, at
//! positions of the input text. Also applying one rule's changes (the transform step).

use crate::compose;
use crate::matcher::Instance;
use crate::refuse;
use crate::rewrite;
use crate::{Edition, LineCol, LineIndex, Problem, Report, ReportKind, TextEdit};
use ra_ap_syntax::{SourceFile, TextRange, TextSize};
use smpl::Rule;

/// A rule and its index in the patch.
pub struct RuleRef<'r> {
    pub rule: &'r Rule,
    pub index: usize,
    /// The type of the code at a range of the current text, as the semantic model infers it
    /// (shown beside typed metavariables' bindings).
    pub type_of: &'r dyn Fn(TextRange) -> Option<String>,
    /// How added code must change in a crate built without std.
    pub no_std: Option<&'r crate::nostd::NoStd>,
    /// Whether a method called on code at a range of the current text is const (see
    /// [`crate::refuse`]).
    pub method_is_const: &'r refuse::ConstQuestion<'r>,
}

/// One rule's changes to the text: the replaced ranges (of the text before) and the length of
/// what replaced each, in order.
pub type Step = Vec<(TextRange, usize)>;

/// The changes made so far, to take positions back to the input text.
#[derive(Default)]
pub struct Steps {
    steps: Vec<Step>,
}

impl Steps {
    pub fn push(&mut self, step: Step) {
        self.steps.push(step);
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// `r` (a range of the current text) in the input text, when no change touched it (it
    /// lies wholly outside every replaced range).
    pub fn untouched_to_input(&self, r: TextRange) -> Option<TextRange> {
        let (mut start, mut end) = (i64::from(u32::from(r.start())), i64::from(u32::from(r.end())));
        for step in self.steps.iter().rev() {
            let mut delta: i64 = 0;
            let mut shift = None;
            for (old, new_len) in step {
                let new_start = i64::from(u32::from(old.start())) + delta;
                let new_end = new_start + *new_len as i64;
                let touches = if *new_len == 0 {
                    start < new_start && new_start < end
                } else {
                    start < new_end && new_start < end
                };
                if touches {
                    return None;
                }
                if end <= new_start {
                    break;
                }
                delta += *new_len as i64 - i64::from(u32::from(old.len()));
                shift = Some(delta);
            }
            let d = shift.unwrap_or(0);
            start -= d;
            end -= d;
        }
        Some(TextRange::new(TextSize::new(start.max(0) as u32), TextSize::new(end.max(0) as u32)))
    }

    /// `r` (a range of the current text) in the input text.
    pub fn to_input(&self, r: TextRange) -> TextRange {
        let mut start = r.start();
        let mut end = r.end();
        for step in self.steps.iter().rev() {
            start = back(step, start, false);
            end = back(step, end, true).max(start);
        }
        TextRange::new(start, end)
    }
}

/// A range of the text before `step`, in the text after it. Code the step rewrote maps to what
/// replaced it.
pub fn forward(step: &Step, r: TextRange) -> TextRange {
    let map = |pos: TextSize, is_end: bool| {
        let pos = i64::from(u32::from(pos));
        let mut delta: i64 = 0;
        for (old, new_len) in step {
            let (os, oe) = (i64::from(u32::from(old.start())), i64::from(u32::from(old.end())));
            if pos < os || (pos == os && !is_end) {
                break;
            }
            if pos < oe || (pos == oe && is_end && os != oe) {
                let new_start = os + delta;
                return TextSize::new((if is_end { new_start + *new_len as i64 } else { new_start }) as u32);
            }
            delta += *new_len as i64 - (oe - os);
        }
        TextSize::new((pos + delta).max(0) as u32)
    };
    let start = map(r.start(), false);
    TextRange::new(start, map(r.end(), true).max(start))
}

/// A position after `step`, before it. At the edges of new text, a range's start goes after
/// and its end before what was replaced; inside new text, the range takes all of it.
fn back(step: &Step, pos: TextSize, is_end: bool) -> TextSize {
    let pos = i64::from(u32::from(pos));
    let mut delta: i64 = 0;
    for (old, new_len) in step {
        let new_start = i64::from(u32::from(old.start())) + delta;
        let new_end = new_start + *new_len as i64;
        if pos < new_start {
            break;
        }
        if pos <= new_end {
            let at_start = pos == new_start;
            let at_end = pos == new_end;
            return match (at_start, at_end, is_end) {
                (true, true, false) | (false, true, _) => old.end(),
                (true, _, _) => old.start(),
                (false, false, false) => old.start(),
                (false, false, true) => old.end(),
            };
        }
        delta += *new_len as i64 - i64::from(u32::from(old.len()));
    }
    TextSize::new((pos - delta).max(0) as u32)
}

/// Whether [`transform`] checks that the rewritten text parses.
pub enum Check {
    /// Not checked: whoever applies a change checks it then.
    Skip,
    /// The rewrite must not add syntax errors; `errors`: those of the text before
    /// (`Parse::errors().len()`), when already counted.
    Parses { errors: Option<usize> },
}

pub struct Transformed {
    /// The new text and how it was made, unless nothing changed or the change was refused.
    pub result: Option<(String, Step)>,
    pub reports: Vec<Report>,
    pub problems: Vec<Problem>,
}

/// Applies one rule's matches to `text`.
#[allow(clippy::too_many_arguments)]
pub fn transform(
    rule: &RuleRef,
    instances: &[Instance],
    text: &str,
    input: &str,
    steps: &Steps,
    parse: &ra_ap_syntax::Parse<SourceFile>,
    edition: Edition,
    check: Check,
) -> Transformed {
    let mut plan = rewrite::Plan::new(rule.rule);
    if let Some(no_std) = rule.no_std {
        plan = plan.with_respellings(no_std.respell.clone());
    }
    let root = &parse.syntax_node();
    let src = rewrite::Source { text, root };
    let mut edits = Vec::new();
    let mut owner = Vec::new();
    let mut unbound = Vec::new();
    for (i, inst) in instances.iter().enumerate() {
        match plan.edits(inst, &src) {
            Ok(es) => {
                for e in es {
                    edits.push(e);
                    owner.push(i);
                }
            }
            Err(why) => unbound.push(Problem {
                rule: rule.rule.name.clone(),
                at: Some(steps.to_input(inst.range())),
                message: why,
            }),
        }
    }
    let problem = |at: Option<TextRange>, message: String| Problem { rule: rule.rule.name.clone(), at, message };
    let parsing = match check {
        Check::Skip => None,
        // Errors counted alike before and after (validation included): only now, for a file
        // that changes, unless the caller counted them.
        Check::Parses { errors } => Some(refuse::Parsing {
            before: parse,
            errors_before: errors.unwrap_or_else(|| parse.errors().len()),
            edition,
        }),
    };
    let only_std = rule.no_std.map_or(&[][..], |n| &n.missing[..]);
    let refuse::Chosen { edits, owner, composed, refused } =
        match refuse::choose(text, root, edits, owner, parsing, only_std, rule.method_is_const) {
            Ok(chosen) => chosen,
            Err(why) => return Transformed { result: None, reports: Vec::new(), problems: vec![problem(None, why)] },
        };
    if composed.too_large() {
        let message = format!(
            "the rewrite would make the file more than {} bytes from {} (changes nested in code the `+` lines copy several times are copied with it, at every level): nothing written",
            compose::growth_limit(text.len()),
            text.len()
        );
        return Transformed { result: None, reports: Vec::new(), problems: vec![problem(None, message)] };
    }
    let mut problems: Vec<Problem> = composed
        .conflicts
        .iter()
        .map(|c| {
            let message = format!(
                "conflicting rewrites at {} and {}: neither is applied",
                show(LineCol::of(text, c.first.start().into())),
                show(LineCol::of(text, c.second.start().into()))
            );
            problem(Some(steps.to_input(TextRange::empty(c.second.start()))), message)
        })
        .collect();
    problems.extend(unbound);
    for (i, why) in refused {
        problems.push(problem(Some(steps.to_input(instances[i].range())), why));
    }
    let mut reports = Vec::new();
    let lines = LineIndex::new(input);
    // The text a rule sees is the input unless an earlier rule changed it.
    let changed_lines = (text != input).then(|| LineIndex::new(text));
    let text_lines = changed_lines.as_ref().unwrap_or(&lines);
    // Each instance's edits are consecutive (`owner` only grows): walked once, not once per
    // instance.
    let mut next_edit = 0;
    for (i, inst) in instances.iter().enumerate() {
        let first = next_edit;
        while next_edit < edits.len() && owner[next_edit] == i {
            next_edit += 1;
        }
        let mine = first..next_edit;
        if mine.is_empty() {
            continue;
        }
        let mut minus: Vec<TextRange> = Vec::new();
        collect_marked(inst, smpl::pattern::Mark::Minus, &mut minus);
        let bindings = bindings(rule.rule, inst, text, text_lines);
        let types = types(rule, inst);
        // One report for each change: at the code the `-` lines matched in it, or where an
        // insertion goes. A change two matches make is reported once.
        for e in mine.filter(|&e| composed.applied[e] && !composed.made_by_another(e)) {
            let edit = edits[e].range;
            let range =
                minus.iter().copied().filter(|r| edit.contains_range(*r)).reduce(TextRange::cover).unwrap_or(edit);
            let new = composed.rendered(text, &edits, e);
            // Re-indentation that goes with a change is not a change of its own; an added
            // blank line is.
            let message = if text[edit].trim().is_empty() && new.trim().is_empty() {
                let added = new.matches('\n').count().saturating_sub(text[edit].matches('\n').count());
                if added == 0 {
                    continue;
                }
                format!("add {added} blank line{}", if added == 1 { "" } else { "s" })
            } else {
                describe_change(&text[edit], &new)
            };
            // A change can be made alone only on the input text.
            let fix = if steps.is_empty() { vec![TextEdit { range: edit, text: new }] } else { Vec::new() };
            let mut r = report(rule, ReportKind::Change, steps.to_input(range), &lines, message);
            r.fix = fix;
            r.bindings = bindings.clone();
            r.types = types.clone();
            reports.push(r);
        }
    }
    if composed.text == text {
        return Transformed { result: None, reports, problems };
    }
    Transformed { result: Some((composed.text, composed.replaced)), reports, problems }
}

/// How many replaced ranges [`reparsed`] re-parses one by one (most rewritten files have a few).
const REPARSED_RANGES: usize = 4;

/// The tree of `new_text`, made from the old text's by re-parsing each replaced range, last
/// first (earlier ranges keep their offsets): rust-analyzer re-lexes a token or re-parses the
/// block around it where it can, and the whole text only where it cannot. Parsing every
/// rewritten file again from scratch was a fifth of what the `...` patch spent beyond parsing.
/// A tree whose text is not `new_text` is not trusted: the text is parsed from scratch.
pub(crate) fn reparsed(
    before: &ra_ap_syntax::Parse<SourceFile>,
    replaced: &[(TextRange, usize)],
    new_text: &str,
    edition: Edition,
) -> ra_ap_syntax::Parse<SourceFile> {
    // Each reparse re-parses at least the block around its range: for many ranges in one
    // block (20,000 rewritten statements of one fn) that is quadratic, and one parse is less.
    if replaced.len() > REPARSED_RANGES {
        return SourceFile::parse(new_text, edition);
    }
    let mut starts = Vec::with_capacity(replaced.len());
    let mut delta: i64 = 0;
    for (range, len) in replaced {
        starts.push((i64::from(u32::from(range.start())) + delta) as usize);
        delta += *len as i64 - i64::from(u32::from(range.len()));
    }
    let mut parse = before.clone();
    for ((range, len), &start) in replaced.iter().zip(&starts).rev() {
        let Some(insert) = new_text.get(start..start + len) else { return SourceFile::parse(new_text, edition) };
        parse = parse.reparse(*range, insert, edition);
    }
    if parse.syntax_node().text() == new_text { parse } else { SourceFile::parse(new_text, edition) }
}

/// One report for each piece of code the `*` lines matched (adjacent pieces merged), or for
/// the whole match if none is starred.
pub fn star_reports(rule: &RuleRef, instances: &[Instance], text: &str, input: &str, steps: &Steps) -> Vec<Report> {
    let lines = LineIndex::new(input);
    // The text a rule sees is the input unless an earlier rule changed it.
    let changed_lines = (text != input).then(|| LineIndex::new(text));
    let text_lines = changed_lines.as_ref().unwrap_or(&lines);
    let mut out = Vec::new();
    for inst in instances {
        let mut ranges: Vec<TextRange> = Vec::new();
        collect_marked(inst, smpl::pattern::Mark::Star, &mut ranges);
        ranges.sort_by_key(|r| (r.start(), std::cmp::Reverse(r.end())));
        let mut merged: Vec<TextRange> = Vec::new();
        for r in ranges {
            match merged.last_mut() {
                // Starred tokens of one line or expression are one report.
                Some(m) if r.start() <= m.end() || only_separators(&text[m.end().into()..r.start().into()]) => {
                    *m = m.cover(r)
                }
                _ => merged.push(r),
            }
        }
        if merged.is_empty() {
            merged.push(inst.range());
        }
        let bindings = bindings(rule.rule, inst, text, text_lines);
        let types = types(rule, inst);
        for range in merged {
            let message = format!("found `{}`", snippet(&text[range]));
            let mut r = report(rule, ReportKind::Found, steps.to_input(range), &lines, message);
            r.bindings = bindings.clone();
            r.types = types.clone();
            out.push(r);
        }
    }
    out
}

/// Whether code between two pieces holds only whitespace, comments and commas.
fn only_separators(between: &str) -> bool {
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, between);
    (0..lexed.len()).all(|i| lexed.kind(i).is_trivia() || lexed.kind(i) == ra_ap_syntax::SyntaxKind::COMMA)
}

/// The code a match's leaves with `mark` matched, its sub-matches' included.
fn collect_marked(inst: &Instance, mark: smpl::pattern::Mark, out: &mut Vec<TextRange>) {
    out.extend(inst.hits.iter().filter(|h| h.origin.mark == mark && !h.range.is_empty()).map(|h| h.range));
    for sub in &inst.subs {
        collect_marked(sub, mark, out);
    }
}

/// The types of the code the match's typed metavariables bound.
fn types(rule: &RuleRef, inst: &Instance) -> Vec<(String, String)> {
    rule.rule
        .metavars
        .iter()
        .enumerate()
        .filter(|(_, m)| m.ty.is_some() || matches!(m.kind, smpl::MetaKind::IdExpression(_)))
        .filter_map(|(id, m)| match inst.env.get(id)? {
            crate::bind::Value::Code(els) if els.len() == 1 => Some((m.name.clone(), (rule.type_of)(els[0].range())?)),
            _ => None,
        })
        .collect()
}

/// The match's metavariables and what they bound, in declaration order. `lines` index the
/// text the match is in (for positions).
fn bindings(rule: &Rule, inst: &Instance, text: &str, lines: &LineIndex) -> Vec<(String, String)> {
    rule.metavars
        .iter()
        .enumerate()
        .filter_map(|(id, m)| {
            let shown = match inst.env.get(id)? {
                crate::bind::Value::Position(r) => {
                    let lc = lines.line_col(r.start().into());
                    format!("{}:{}", lc.line, lc.col)
                }
                // The code's text as it stands (freezing it into tokens first, as `to_text`
                // does, cost a token walk per match).
                crate::bind::Value::Code(els) => match (els.first(), els.last()) {
                    (Some(a), Some(b)) => {
                        text.get(std::ops::Range::<usize>::from(a.range().cover(b.range())))?.to_owned()
                    }
                    _ => String::new(),
                },
                v => v.display(),
            };
            Some((m.name.clone(), shown))
        })
        .collect()
}

fn report(rule: &RuleRef, kind: ReportKind, range: TextRange, lines: &LineIndex, message: String) -> Report {
    Report {
        rule: rule.rule.name.clone(),
        rule_index: rule.index,
        kind,
        range,
        start: lines.line_col(range.start().into()),
        end: lines.line_col(range.end().into()),
        message,
        fix: Vec::new(),
        bindings: Vec::new(),
        types: Vec::new(),
    }
}

fn describe_change(old: &str, new: &str) -> String {
    let (old, new) = (snippet(old), snippet(new));
    match (old.is_empty(), new.is_empty()) {
        (false, true) => format!("remove `{old}`"),
        (true, false) => format!("insert `{new}`"),
        _ => format!("replace `{old}` with `{new}`"),
    }
}

/// Code shown in a one-line message: whitespace collapsed, long text cut.
fn snippet(code: &str) -> String {
    // Only as many words as can show: a message per match must not cost the whole code.
    let mut flat = String::new();
    for word in code.split_whitespace() {
        if !flat.is_empty() {
            flat.push(' ');
        }
        flat.push_str(word);
        if flat.len() > 240 {
            break;
        }
    }
    if flat.chars().count() > 60 {
        let cut: String = flat.chars().take(57).collect();
        format!("{cut}...")
    } else {
        flat
    }
}

fn show(lc: LineCol) -> String {
    format!("{}:{}", lc.line, lc.col)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(a: u32, b: u32) -> TextRange {
        TextRange::new(a.into(), b.into())
    }

    #[test]
    fn untouched_ranges_map_back_and_touched_ones_do_not() {
        // "aaXXbbYYcc" -> replace 2..4 by 5 chars, 6..8 by nothing: "aa12345bbcc"
        let mut steps = Steps::default();
        steps.push(vec![(r(2, 4), 5), (r(6, 8), 0)]);
        assert_eq!(steps.untouched_to_input(r(0, 2)), Some(r(0, 2)));
        assert_eq!(steps.untouched_to_input(r(7, 9)), Some(r(4, 6)), "bb");
        assert_eq!(steps.untouched_to_input(r(9, 11)), Some(r(8, 10)), "cc, after a deletion");
        assert_eq!(steps.untouched_to_input(r(3, 5)), None, "inside new text");
        assert_eq!(steps.untouched_to_input(r(1, 3)), None, "overlapping new text");
        assert_eq!(steps.untouched_to_input(r(8, 10)), None, "across the deletion");
    }

    #[test]
    fn positions_map_back_through_changes() {
        // "aaXXbbYYcc" -> replace 2..4 by 5 chars, 6..8 by nothing: "aa12345bbcc"
        let mut steps = Steps::default();
        steps.push(vec![(r(2, 4), 5), (r(6, 8), 0)]);
        assert_eq!(steps.to_input(r(0, 2)), r(0, 2));
        assert_eq!(steps.to_input(r(7, 9)), r(4, 6), "bb after the first change");
        assert_eq!(steps.to_input(r(9, 11)), r(8, 10), "cc after both");
        assert_eq!(steps.to_input(r(3, 5)), r(2, 4), "inside new text: what it replaced");
    }
}

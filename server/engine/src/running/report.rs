//! What rules report: `*` matches and changes, with their messages, fixes and bindings, at
//! positions of the input text.

use crate::matching::state::Instance;
use crate::rewriting::refuse;
use crate::running::steps::Steps;
use crate::{LineCol, LineIndex, Report, ReportKind};
use ra_ap_syntax::TextRange;
use smpl::Rule;

/// A rule and its index in the patch.
pub struct RuleRef<'r> {
    pub rule: &'r Rule,
    pub index: usize,
    /// The type of the code at a range of the current text, as the semantic model infers it
    /// (shown beside typed metavariables' bindings).
    pub type_of: &'r dyn Fn(TextRange) -> Option<String>,
    /// How added code must change in a crate built without std.
    pub no_std: Option<&'r crate::rewriting::nostd::NoStd>,
    /// The name of the file's crate, as the semantic model says (added paths from it are
    /// written from `crate` there: see [`crate::rewriting::respell`]).
    pub own_crate: &'r dyn Fn() -> Option<String>,
    /// Whether a method called on code at a range of the current text is const (see
    /// [`crate::rewriting::refuse`]).
    pub method_is_const: &'r refuse::ConstQuestion<'r>,
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
            let mut r = report(rule, ReportKind::Found, steps.to_input(range), message);
            r.bindings = bindings.clone();
            r.types = types.clone();
            out.push(r);
        }
    }
    out
}

/// Whether code between two pieces holds only whitespace, comments and commas.
pub(crate) fn only_separators(between: &str) -> bool {
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, between);
    (0..lexed.len()).all(|i| lexed.kind(i).is_trivia() || lexed.kind(i) == ra_ap_syntax::SyntaxKind::COMMA)
}

/// The code a match's leaves with `mark` matched, its sub-matches' included.
pub(crate) fn collect_marked(inst: &Instance, mark: smpl::pattern::Mark, out: &mut Vec<TextRange>) {
    out.extend(inst.hits.iter().filter(|h| h.origin.mark == mark && !h.range.is_empty()).map(|h| h.range));
    for sub in &inst.subs {
        collect_marked(sub, mark, out);
    }
}

/// The types of the code the match's typed metavariables bound.
pub(crate) fn types(rule: &RuleRef, inst: &Instance) -> Vec<(String, String)> {
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
pub(crate) fn bindings(rule: &Rule, inst: &Instance, text: &str, lines: &LineIndex) -> Vec<(String, String)> {
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

pub(crate) fn report(rule: &RuleRef, kind: ReportKind, range: TextRange, message: String) -> Report {
    Report {
        rule: rule.rule.name.clone(),
        rule_index: rule.index,
        kind,
        range,
        message,
        fix: Vec::new(),
        bindings: Vec::new(),
        types: Vec::new(),
    }
}

pub(crate) fn describe_change(old: &str, new: &str) -> String {
    let (old, new) = (snippet(old), snippet(new));
    match (old.is_empty(), new.is_empty()) {
        (false, true) => format!("remove `{old}`"),
        (true, false) => format!("insert `{new}`"),
        _ => format!("replace `{old}` with `{new}`"),
    }
}

/// Code shown in a one-line message: whitespace collapsed, long text cut.
pub(crate) fn snippet(code: &str) -> String {
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

pub(crate) fn show(lc: LineCol) -> String {
    format!("{}:{}", lc.line, lc.col)
}

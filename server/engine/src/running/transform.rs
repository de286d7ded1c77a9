//! One rule's transform step: its matches' edits, those refused left out with their reasons,
//! composed into the rule's new text, with a report for each change.

use crate::matching::state::Instance;
use crate::rewriting::compose;
use crate::rewriting::refuse;
use crate::rewriting::rewrite;
use crate::running::report::{RuleRef, bindings, collect_marked, describe_change, report, show, types};
use crate::running::steps::{Step, Steps};
use crate::{Edition, LineCol, LineIndex, Problem, Report, ReportKind, TextEdit};
use ra_ap_syntax::{SourceFile, TextRange};

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
    let mut plan = rewrite::Plan::new(rule.rule).with_own_crate(rule.own_crate);
    if let Some(no_std) = rule.no_std {
        plan = plan.with_respellings(no_std.respell.clone());
    }
    let root = &parse.syntax_node();
    let src = crate::rewriting::edit::Source { text, root };
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
                patch_line: None,
            }),
        }
    }
    let problem = |at: Option<TextRange>, message: String| Problem {
        rule: rule.rule.name.clone(),
        at,
        message,
        patch_line: None,
    };
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
    let refuse::Chosen { edits, owner, composed, refused } =
        match refuse::choose(text, root, edits, owner, parsing, rule.no_std, rule.method_is_const) {
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
            // Placed in the input, as every position the user reads, even after earlier rules
            // changed the text this rule saw.
            let at = |r: TextRange| steps.to_input(TextRange::empty(r.start()));
            let message = format!(
                "conflicting rewrites at {} and {}: neither is applied",
                show(LineCol::of(input, at(c.first).start().into())),
                show(LineCol::of(input, at(c.second).start().into()))
            );
            problem(Some(at(c.second)), message)
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
            // Code already in its new form (`- !e.is_none()` / `+ e.is_some()` meeting
            // `o.is_some()` through an isomorphism) is no change.
            if text[edit] == new {
                continue;
            }
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
            let fix = match alone_in_input(rule, inst, edit, steps) {
                Some(range) => vec![TextEdit { range, text: new }],
                None => Vec::new(),
            };
            let mut r = report(rule, ReportKind::Change, steps.to_input(range), message);
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

/// Where the change `edit` (of the current text) can be made alone in the input text: on the
/// input itself, or where every code of the match lies in text no earlier rule changed and
/// nothing comes from an earlier rule's match (inherited values may hold what it wrote).
fn alone_in_input(rule: &RuleRef, inst: &Instance, edit: TextRange, steps: &Steps) -> Option<TextRange> {
    if steps.is_empty() {
        return Some(edit);
    }
    if rule.rule.metavars.iter().any(|m| m.inherited.is_some()) {
        return None;
    }
    steps.untouched_to_input(inst.range())?;
    steps.untouched_to_input(edit)
}

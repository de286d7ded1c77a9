//! Inferring a semantic patch from one example edit (`cocci infer BEFORE AFTER`): each change
//! between the two versions becomes a rule, the old code's parts the new code keeps made
//! metavariables, so the rule applies wherever the same change fits. Every rule is checked
//! before it is given: applied to BEFORE, the patch must give AFTER's changes and nothing else.
//! A change that no rule can give so is refused, with where and why.
//!
//! What is read: an expression that becomes another, statements removed, and statements added
//! next to one that stays; changes a local binding links are one rule with `...` between them
//! (see `linked`). Not yet: changes of items' signatures, disjunctions of similar rules, types
//! from the semantic model.

mod changes;
mod generalise;
mod linked;

use crate::{Edition, Engine};
use changes::Change;
use generalise::RuleText;
use ra_ap_syntax::SourceFile;
use std::ops::Range;

/// What the example gave.
#[derive(Debug, Default)]
pub struct Inferred {
    /// The patch (SmPL text; empty when no change could be made a rule).
    pub patch: String,
    /// Its rules, each as SmPL text, in the order of the changes.
    pub rules: Vec<String>,
    /// How many changes the example has.
    pub changes: usize,
    /// The changes no rule gives (their range in BEFORE), with why.
    pub refused: Vec<(Range<usize>, String)>,
}

/// Infers a patch turning `old` into `new`.
pub fn infer(old: &str, new: &str, edition: Edition) -> Inferred {
    let old_tree = SourceFile::parse(old, edition).syntax_node();
    let new_tree = SourceFile::parse(new, edition).syntax_node();
    let found = changes::changes(old, new, edition);
    let mut out = Inferred { changes: found.len(), ..Inferred::default() };
    let mut made: Vec<Change> = Vec::new();
    for change in found {
        match change {
            Ok(c) => made.push(c),
            Err(refused) => out.refused.push(refused),
        }
    }
    let mut rules: Vec<(RuleText, Vec<Change>)> = Vec::new();
    // Changes a binding links: one rule with `...` between them, where it gives them.
    let texts = linked::Texts { old_tree: &old_tree, new_tree: &new_tree, old, new };
    for group in linked::linked(&made, &texts) {
        let rule = [true, false]
            .into_iter()
            .map(|general| linked::rule(&group, &texts, general))
            .find(|rule| gives(rule, &group.statements, old, new, edition));
        if let Some(rule) = rule {
            made.retain(|c| !group.found.contains(c));
            rules.push((rule, group.statements));
        }
    }
    // Changes with the same general rule are one rule, checked against all of them.
    let mut groups: Vec<(RuleText, Vec<Change>)> = Vec::new();
    for c in made {
        let rule = generalise::rule(&c, &old_tree, &new_tree, old, new, true);
        match groups.iter_mut().find(|(r, _)| *r == rule) {
            Some(group) => group.1.push(c),
            None => groups.push((rule, vec![c])),
        }
    }
    for (rule, members) in groups {
        if gives(&rule, &members, old, new, edition) {
            rules.push((rule, members));
            continue;
        }
        // As written: a rule that matches only this code.
        for c in members {
            let exact = generalise::rule(&c, &old_tree, &new_tree, old, new, false);
            if gives(&exact, std::slice::from_ref(&c), old, new, edition) {
                rules.push((exact, vec![c]));
            } else {
                out.refused.push((c.old.clone(), "no rule made of it gives this change alone".to_owned()));
            }
        }
    }
    rules.sort_by_key(|(_, members)| members.iter().map(|c| c.old.start).min());
    let texts: Vec<String> = rules.iter().map(|(r, _)| r.smpl()).collect();
    let patch = texts.join("\n");
    // The rules together: each change once, nothing else.
    let covered: Vec<Change> = rules.iter().flat_map(|(_, m)| m.iter().cloned()).collect();
    if !covered.is_empty() && !patch_gives(&patch, &covered, old, new, edition) {
        out.refused
            .extend(covered.iter().map(|c| (c.old.clone(), "the rules together do not give the example".to_owned())));
        return out;
    }
    out.refused.sort_by_key(|(r, _)| r.start);
    out.patch = patch;
    out.rules = texts;
    out
}

/// Whether `rule`, applied to `old`, gives exactly `changes` of the example.
fn gives(rule: &RuleText, changes: &[Change], old: &str, new: &str, edition: Edition) -> bool {
    patch_gives(&rule.smpl(), changes, old, new, edition)
}

fn patch_gives(patch: &str, changes: &[Change], old: &str, new: &str, edition: Edition) -> bool {
    let parsed = smpl::parse_patch(patch);
    if !parsed.errors.is_empty() {
        return false;
    }
    let outcome = Engine::new(&parsed.patch).apply(old, edition);
    outcome.problems.is_empty() && outcome.text == spliced(old, new, changes)
}

/// `old` with `changes` made (their new code taken from `new`).
fn spliced(old: &str, new: &str, changes: &[Change]) -> String {
    let mut sorted: Vec<&Change> = changes.iter().collect();
    sorted.sort_by_key(|c| c.old.start);
    let mut out = String::new();
    let mut at = 0;
    for c in sorted {
        // Statements removed go with their lines, as a rewrite removes them.
        let range = if c.shape == changes::Shape::Removed { whole_lines(old, &c.old) } else { c.old.clone() };
        out.push_str(&old[at..range.start]);
        out.push_str(&new[c.new.clone()]);
        at = range.end;
    }
    out.push_str(&old[at..]);
    out
}

/// `r` with the rest of its lines, where that rest is blank: its indentation and line break.
fn whole_lines(text: &str, r: &Range<usize>) -> Range<usize> {
    let line_start = text[..r.start].rfind('\n').map_or(0, |i| i + 1);
    let start = if text[line_start..r.start].trim().is_empty() { line_start } else { r.start };
    let line_end = text[r.end..].find('\n').map_or(text.len(), |i| r.end + i + 1);
    let end = if text[r.end..line_end].trim().is_empty() { line_end } else { r.end };
    start..end
}

#[cfg(test)]
mod tests;

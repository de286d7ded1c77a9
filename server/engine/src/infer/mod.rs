//! Inferring a semantic patch from one example edit (`cocci infer BEFORE AFTER`): each change
//! between the two versions becomes a rule, the old code's parts the new code keeps made
//! metavariables, so the rule applies wherever the same change fits. Every rule is checked
//! before it is given: applied to BEFORE, the patch must give AFTER's changes and nothing else.
//! A change that no rule can give so is refused, with where and why.
//!
//! What is read: an expression that becomes another, statements removed, and statements added
//! next to one that stays; changes a local binding links are one rule with `...` between them
//! (see `linked`); a fn's signature (its header above a body the rule keeps as `{ ... }`);
//! with the semantic model, metavariables typed as their code is ([`infer_typed`]); alike
//! edits that differ only in the names they call, one rule with a disjunction (see `alike`).
//! Not yet: other items' changes.

mod alike;
mod changes;
mod generalise;
mod linked;

use crate::sema::{FileSemantics, Ty};
use crate::{Edition, Engine, TextRange};
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
    infer_typed(old, new, edition, None)
}

/// [`infer`], with the semantic model's answers about `old` where given (`--typed`): each
/// metavariable whose code in the example has a known type is declared with that type, so the
/// rule changes only code of that type. A typed rule that does not give the example is tried
/// untyped, then as written.
pub fn infer_typed(old: &str, new: &str, edition: Edition, sema: Option<&dyn FileSemantics>) -> Inferred {
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
    let typer = sema.map(|sema| move |r: TextRange| written_type(sema, r));
    let types = typer.as_ref().map(|f| f as &generalise::Typer);
    // The ways to make a general rule, most general first: typed (where asked), untyped.
    let general: Vec<Option<&generalise::Typer>> = if types.is_some() { vec![types, None] } else { vec![None] };
    let check = Check { old, new, edition, sema };
    let mut rules: Vec<(RuleText, Vec<Change>)> = Vec::new();
    // Changes a binding links: one rule with `...` between them, where it gives them (general,
    // else as written).
    let texts = generalise::Texts { old_tree: &old_tree, new_tree: &new_tree, old, new };
    for group in linked::linked(&made, &texts) {
        let ways = general.iter().map(|&types| (true, types)).chain([(false, None)]);
        let candidates = ways.map(|(general, types)| linked::rule(&group, &texts, general, types));
        if let Some(rule) = check.first_giving(candidates, &group.statements) {
            made.retain(|c| !group.found.contains(c));
            rules.push((rule, group.statements));
        }
    }
    // Changes with the same general rule are one rule, checked against all of them.
    let mut groups: Vec<(RuleText, Vec<Change>)> = Vec::new();
    for c in made {
        let rule = generalise::rule(&c, &texts, true, types);
        match groups.iter_mut().find(|(r, _)| *r == rule) {
            Some(group) => group.1.push(c),
            None => groups.push((rule, vec![c])),
        }
    }
    for (rule, members) in groups {
        // The group's rule, else untyped for all of them alike.
        let untyped = general[1..].iter().map(|&types| generalise::rule(&members[0], &texts, true, types));
        if let Some(rule) = check.first_giving(std::iter::once(rule).chain(untyped), &members) {
            rules.push((rule, members));
            continue;
        }
        // As written: a rule that matches only this code.
        for c in members {
            let exact = generalise::rule(&c, &texts, false, None);
            if check.gives(&exact, std::slice::from_ref(&c)) {
                rules.push((exact, vec![c]));
            } else {
                out.refused.push((c.old.clone(), "no rule made of it gives this change alone".to_owned()));
            }
        }
    }
    rules.sort_by_key(|(_, members)| members.iter().map(|c| c.old.start).min());
    let rules = alike::merge(rules, &|rule, changes| check.gives(rule, changes));
    let texts: Vec<String> = rules.iter().map(|(r, _)| r.smpl()).collect();
    let patch = texts.join("\n");
    // The rules together: each change once, nothing else.
    let covered: Vec<Change> = rules.iter().flat_map(|(_, m)| m.iter().cloned()).collect();
    if !covered.is_empty() && !check.patch_gives(&patch, &covered) {
        out.refused
            .extend(covered.iter().map(|c| (c.old.clone(), "the rules together do not give the example".to_owned())));
        return out;
    }
    out.refused.sort_by_key(|(r, _)| r.start);
    out.patch = patch;
    out.rules = texts;
    out
}

/// The type of the old code at `r` as the file writes it, where a rule may require it: known
/// whole, and no generic parameter of the example's own fn (which names nothing elsewhere).
fn written_type(sema: &dyn FileSemantics, r: TextRange) -> Option<String> {
    let info = sema.type_of_expr(r)?;
    plain(&info.ty).then_some(info.text?)
}

fn plain(ty: &Ty) -> bool {
    match ty {
        Ty::Unknown | Ty::Param(_) | Ty::Opaque(_) | Ty::Never => false,
        Ty::Adt { args, .. } | Ty::Tuple(args) => args.iter().all(plain),
        Ty::Ref { inner, .. } | Ty::Ptr { inner, .. } | Ty::Slice(inner) | Ty::Array(inner, _) => plain(inner),
        Ty::Prim(_) => true,
    }
}

/// The example a rule is checked against, and the model that answers typed rules there.
struct Check<'a> {
    old: &'a str,
    new: &'a str,
    edition: Edition,
    sema: Option<&'a dyn FileSemantics>,
}

impl Check<'_> {
    /// Whether `rule`, applied to the old text, gives exactly `changes` of the example.
    fn gives(&self, rule: &RuleText, changes: &[Change]) -> bool {
        self.patch_gives(&rule.smpl(), changes)
    }

    /// The first of `candidates` that gives `changes` (one equal to the one before it is not
    /// checked again: untyped where no type was known is the typed rule).
    fn first_giving(&self, candidates: impl Iterator<Item = RuleText>, changes: &[Change]) -> Option<RuleText> {
        let mut last: Option<RuleText> = None;
        for rule in candidates {
            if last.as_ref() != Some(&rule) && self.gives(&rule, changes) {
                return Some(rule);
            }
            last = Some(rule);
        }
        None
    }

    fn patch_gives(&self, patch: &str, changes: &[Change]) -> bool {
        let parsed = smpl::parse_patch(patch);
        if !parsed.errors.is_empty() {
            return false;
        }
        let given = crate::Given { sema: self.sema, ..Default::default() };
        let outcome = Engine::new(&parsed.patch).apply_given(self.old, self.edition, given);
        outcome.problems.is_empty() && outcome.text == spliced(self.old, self.new, changes)
    }
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

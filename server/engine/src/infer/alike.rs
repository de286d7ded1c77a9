//! Alike edits as one rule: rules of an example that make the same change to code that differs
//! only in the names it calls (`x.lock().unwrap()` -> `x.lock()`, `y.read().unwrap()` ->
//! `y.read()`) are one rule whose body is a disjunction of them, so the patch reads as the one
//! kind of change it is, and still applies only to the names the example shows (a metavariable
//! for the name would reach every method). Kept apart where the disjunction would not give
//! the example.

use super::changes::Change;
use super::generalise::RuleText;
use ra_ap_parser::LexedStr;
use ra_ap_syntax::{Edition, SyntaxKind};

/// `rules` with alike ones merged into the first of them, where `gives` says the merged rule
/// still gives the changes of both.
pub(crate) fn merge(
    rules: Vec<(RuleText, Vec<Change>)>,
    gives: &dyn Fn(&RuleText, &[Change]) -> bool,
) -> Vec<(RuleText, Vec<Change>)> {
    let mut out: Vec<(RuleText, Vec<Change>)> = Vec::new();
    for (rule, changes) in rules {
        let merged = out.iter().enumerate().find_map(|(i, (kept, kept_changes))| {
            if !alike(kept, &rule) {
                return None;
            }
            let mut both = kept.clone();
            both.or.push(rule.parts[0].clone());
            let all: Vec<Change> = kept_changes.iter().chain(&changes).cloned().collect();
            gives(&both, &all).then_some((i, both, all))
        });
        match merged {
            Some((i, both, all)) => out[i] = (both, all),
            None => out.push((rule, changes)),
        }
    }
    out
}

/// Whether `b` (one change) makes `a`'s change to code that differs only in names, with the
/// same metavariables.
fn alike(a: &RuleText, b: &RuleText) -> bool {
    let single = |r: &RuleText| r.parts.len() == 1 && r.identifiers.is_empty() && r.after.is_none();
    if !single(a) || !single(b) || a.metavars != b.metavars || !b.or.is_empty() {
        return false;
    }
    let (am, ap) = &a.parts[0];
    let (bm, bp) = &b.parts[0];
    // Only names differ, and some do (equal rules were grouped already).
    match (names_differ(am, bm), names_differ(ap, bp)) {
        (Some(minus), Some(plus)) => minus || plus,
        _ => false,
    }
}

/// `None` when `a` and `b` differ in more than names at the same places; else whether they
/// differ at all.
fn names_differ(a: &str, b: &str) -> Option<bool> {
    let (ta, tb) = (tokens(a), tokens(b));
    if ta.len() != tb.len() {
        return None;
    }
    let mut differ = false;
    for ((ka, xa), (kb, xb)) in ta.iter().zip(&tb) {
        if xa == xb {
            continue;
        }
        if *ka != SyntaxKind::IDENT || *kb != SyntaxKind::IDENT {
            return None;
        }
        differ = true;
    }
    Some(differ)
}

fn tokens(text: &str) -> Vec<(SyntaxKind, String)> {
    let lexed = LexedStr::new(Edition::CURRENT, text);
    (0..lexed.len())
        .filter(|&i| !lexed.kind(i).is_trivia())
        .map(|i| (lexed.kind(i), lexed.text(i).to_owned()))
        .collect()
}

//! `apply --verify`: a rewrite is kept only if rust-analyzer finds no diagnostic in the result
//! that the file did not have before (an unresolved name, method or field, a type mismatch, a
//! wrong number of arguments...). Each change is checked alone, then the kept ones together;
//! changes that cannot be made alone (a later rule's, on an earlier rule's text) pass or fail
//! with the whole rewrite.

use engine::{Outcome, TextEdit};
use sema::{Diagnostic, SemanticModel};
use std::path::Path;

/// What verification decided for a file.
pub struct Verified {
    /// The text to write (the input when every change was refused).
    pub text: String,
    /// One line for each refused change: where it was and what it would have broken
    /// (`line:col: rule: ...`), or for the whole file (` error: ...`); the caller puts the
    /// file's name before it.
    pub refused: Vec<String>,
    /// The reports (indices into the outcome's) whose changes were kept, when each change
    /// was checked alone; `None` when the rewrite is all or nothing.
    pub kept: Option<Vec<usize>>,
}

/// Checks `outcome`'s changes of `input` (the file at `path`) against the model.
pub fn verify(model: &SemanticModel, path: &Path, input: &str, outcome: &Outcome) -> Verified {
    let Some(before) = model.diagnostics(path, input) else {
        return Verified {
            text: input.to_owned(),
            refused: vec![
                " error: cannot verify: no semantic model of this file (see the notes above); nothing written".into(),
            ],
            kept: Some(Vec::new()),
        };
    };
    let mut refused = Vec::new();
    let changes: Vec<usize> = (0..outcome.reports.len()).filter(|&i| !outcome.reports[i].fix.is_empty()).collect();
    let all_alone = !changes.is_empty() && changes.len() == outcome.reports.len();
    // Some changes cannot be made alone (a rule working on what an earlier rule wrote): the
    // whole rewrite is tried first. When it is refused, the changes that can be made alone
    // are still checked one by one, so that one bad change does not take the good ones with it.
    let mut whole_refused = None;
    if !all_alone {
        match new_diagnostics(model, path, &outcome.text, &before) {
            Some(d) if !d.is_empty() => whole_refused = Some(describe(&d)),
            _ => {
                model.set_file_text(path, input);
                return Verified { text: outcome.text.clone(), refused, kept: None };
            }
        }
    }
    if let Some(why) = &whole_refused {
        for r in outcome.reports.iter().filter(|r| r.fix.is_empty() && r.kind == engine::ReportKind::Change) {
            let at = r.start_in(input);
            refused.push(format!(
                "{}:{}: {}: refused by --verify: the rewrite as a whole {why}, and this change builds on another's, so it cannot be checked alone",
                at.line, at.col, r.rule
            ));
        }
    }
    // Each change that can be made alone is checked on its own, then the kept ones together.
    let mut kept: Vec<&TextEdit> = Vec::new();
    let mut kept_indices = Vec::new();
    for &i in &changes {
        let r = &outcome.reports[i];
        let alone = crate::verify_build::apply(input, &r.fix.iter().collect::<Vec<_>>()).0;
        match new_diagnostics(model, path, &alone, &before) {
            Some(d) if !d.is_empty() => {
                let at = r.start_in(input);
                refused.push(format!("{}:{}: {}: refused by --verify: {}", at.line, at.col, r.rule, describe(&d)));
            }
            _ => {
                kept.extend(r.fix.iter());
                kept_indices.push(i);
            }
        }
    }
    let together = crate::verify_build::apply(input, &kept).0;
    let (text, kept_reports) = match new_diagnostics(model, path, &together, &before) {
        Some(d) if !d.is_empty() => {
            refused.push(format!(" error: the changes together are refused by --verify: {}", describe(&d)));
            (input.to_owned(), Some(Vec::new()))
        }
        _ => (together, Some(kept_indices)),
    };
    // The model goes back to the text on disk (other files' answers depend on it).
    model.set_file_text(path, input);
    Verified { text, refused, kept: kept_reports }
}

/// The diagnostics of `text` that `before` did not have (compared by code and message: ranges
/// move with the edits).
fn new_diagnostics(model: &SemanticModel, path: &Path, text: &str, before: &[Diagnostic]) -> Option<Vec<Diagnostic>> {
    let after = model.diagnostics(path, text)?;
    let mut old: Vec<(&str, &str)> = before.iter().map(|d| (d.code.as_str(), d.message.as_str())).collect();
    Some(
        after
            .into_iter()
            .filter(|d| match old.iter().position(|o| *o == (d.code.as_str(), d.message.as_str())) {
                Some(i) => {
                    old.swap_remove(i);
                    false
                }
                None => true,
            })
            .collect(),
    )
}

fn describe(d: &[Diagnostic]) -> String {
    let first = &d[0];
    let more = if d.len() > 1 { format!(" (and {} more)", d.len() - 1) } else { String::new() };
    format!("it would introduce {} `{}`{more}", first.code, first.message)
}

//! `apply --verify`: a rewrite is kept only if rust-analyzer finds no diagnostic in the result
//! that the file did not have before (an unresolved name, method or field, a type mismatch, a
//! wrong number of arguments...). Each change is checked alone, then the kept ones together.

use engine::{Outcome, TextEdit};
use sema::{Diagnostic, SemanticModel};
use std::path::Path;

/// What verification decided for a file.
pub struct Verified {
    /// The text to write (the input when every change was refused).
    pub text: String,
    /// One line for each refused change: where it was and what it would have broken.
    pub refused: Vec<String>,
}

/// Checks `outcome`'s changes of `input` (the file at `path`) against the model.
pub fn verify(model: &SemanticModel, path: &Path, input: &str, outcome: &Outcome) -> Verified {
    let Some(before) = model.diagnostics(path, input) else {
        return Verified {
            text: input.to_owned(),
            refused: vec![
                "cannot verify: no semantic model of this file (see the notes above); nothing written".into(),
            ],
        };
    };
    let mut refused = Vec::new();
    let fixes: Vec<&engine::Report> = outcome.reports.iter().filter(|r| !r.fix.is_empty()).collect();
    let text = if fixes.len() == outcome.reports.len() && !fixes.is_empty() {
        // Changes that can be made alone: each is checked on its own, then the kept ones together.
        let mut kept: Vec<&TextEdit> = Vec::new();
        for r in &fixes {
            let alone = apply(input, r.fix.iter().collect());
            match new_diagnostics(model, path, &alone, &before) {
                Some(d) if !d.is_empty() => refused.push(format!(
                    "{}:{}: {}: refused by --verify: {}",
                    r.start.line,
                    r.start.col,
                    r.rule,
                    describe(&d)
                )),
                _ => kept.extend(r.fix.iter()),
            }
        }
        let together = apply(input, kept);
        match new_diagnostics(model, path, &together, &before) {
            Some(d) if !d.is_empty() => {
                refused.push(format!("the changes together are refused by --verify: {}", describe(&d)));
                input.to_owned()
            }
            _ => together,
        }
    } else {
        // Several rules' work (or changes that cannot be made alone): all or nothing.
        match new_diagnostics(model, path, &outcome.text, &before) {
            Some(d) if !d.is_empty() => {
                refused.push(format!("the rewrite is refused by --verify: {}", describe(&d)));
                input.to_owned()
            }
            _ => outcome.text.clone(),
        }
    };
    // The model goes back to the text on disk (other files' answers depend on it).
    model.set_file_text(path, input);
    Verified { text, refused }
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

/// `edits` (disjoint ranges of `text`) applied.
fn apply(text: &str, mut edits: Vec<&TextEdit>) -> String {
    edits.sort_by_key(|e| e.range.start());
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for e in edits {
        let (s, t) = (usize::from(e.range.start()), usize::from(e.range.end()));
        if s < pos {
            continue;
        }
        out.push_str(&text[pos..s]);
        out.push_str(&e.text);
        pos = t;
    }
    out.push_str(&text[pos..]);
    out
}

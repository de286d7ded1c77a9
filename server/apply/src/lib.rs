//! Applying a patch to one file: the one step under `cocci apply` and `cocci check`, the
//! server's preview and its workspace edits. A file goes in (its name, its whole text, its
//! edition, the workspace's semantic model); what the engine made of it comes out, with the
//! messages, the diff and the counts worded once for every front end, so that what the editor
//! shows is what the command line prints.
//!
//! The file's byte order mark is set aside for matching (rustc ignores it) and put back in the
//! new text. The engine's problems carry byte ranges of the text without the mark; their lines
//! and columns are computed here, at the edge.
//!
//! The file's doctests (see [`doctest`]) are matched too, unless [`FileIn::doctests`] says not:
//! their reports and changes join the file's. So are the transcribers of its `macro_rules!`
//! (see [`transcriber`]), unless [`FileIn::macro_bodies`] says not.

mod counts;
pub mod doctest;
pub mod expansion;
mod messages;
pub mod scripts;
pub mod transcriber;
pub mod use_groups;
mod virt;

pub use counts::{Counts, count};
pub use doctest::Doctests;
pub use expansion::ExpandMacros;
pub use messages::Message;

use engine::{Edition, Engine, Given, Outcome};
use sema_api::{FileSemantics, Workspace};
use std::path::Path;

/// A file may begin with a byte order mark; rustc ignores it, and so does matching.
pub const BOM: &str = "\u{feff}";

/// One file to apply a patch to.
pub struct FileIn<'a> {
    /// The file's name as the user reads it: in messages, in the diff's headers, and given to
    /// the engine for `depends on file in "..."`.
    pub name: &'a str,
    /// The file's whole text, byte order mark included.
    pub text: &'a str,
    pub edition: Edition,
    /// The workspace's semantic model and the file's path in it. A typed patch asks it about
    /// its candidates; any other patch only before a rewrite that could be wrong without it.
    pub semantics: Option<(&'a dyn Workspace, &'a Path)>,
    /// Whether (and which) doctests are matched.
    pub doctests: Doctests,
    /// Whether `macro_rules!` transcribers are matched and rewritten.
    pub macro_bodies: bool,
    /// When macro calls the engine could not look into are matched through their expansion.
    pub expand_macros: ExpandMacros,
}

/// What applying the patch to one file gave.
pub struct Applied<'a> {
    name: &'a str,
    text: &'a str,
    bom: &'static str,
    /// The engine's outcome on the text without its byte order mark, the doctests' included;
    /// `None` when neither the file nor a doctest holds the words the patch needs (the engine
    /// did not run). A front end that checks the
    /// changes further (`apply --verify`) may change its text and reports.
    pub outcome: Option<Outcome>,
}

/// Applies `engine`'s patch to `file`.
pub fn run<'a>(engine: &Engine, file: FileIn<'a>) -> Applied<'a> {
    let (bom, body) = split_bom(file.text);
    let mut applied = Applied { name: file.name, text: file.text, bom, outcome: None };
    // Only for a file the patch may match (a handle copies the text); the model loads at the
    // first question.
    let may_match = engine.may_match(body);
    let answers: Option<Box<dyn FileSemantics>> =
        file.semantics.filter(|_| may_match).map(|(model, path)| model.file(path, body));
    let answers = answers.as_deref();
    let main = may_match.then(|| {
        let (sema, guard) = if engine.needs_semantics() { (answers, None) } else { (None, answers) };
        let given = Given { path: Some(file.name), sema, guard, ..Given::default() };
        engine.apply_given(body, file.edition, given)
    });
    let main = match (&main, answers) {
        (Some(outcome), Some(model))
            if !outcome.macros_not_entered.is_empty() && file.expand_macros.applies(engine) =>
        {
            let calls = outcome.macros_not_entered.clone();
            let (found, entered) = expansion::find(engine, body, file.edition, Some(file.name), &calls, model);
            expansion::merge(body, main, found, &entered)
        }
        _ => main,
    };
    let reports = main.as_ref().map_or(&[][..], |m| &m.reports[..]);
    let groups = use_groups::find(engine, body, file.edition, Some(file.name), reports, answers);
    let main = if groups.is_empty() { main } else { virt::merge(body, main, groups, &|_| Vec::new()) };
    let docs = doctest::find(engine, body, file.edition, file.doctests, Some(file.name));
    let main = doctest::merge(body, file.edition, file.doctests, main, docs);
    applied.outcome = if file.macro_bodies {
        let found = transcriber::find(engine, body, file.edition, Some(file.name), answers);
        transcriber::merge(body, file.edition, main, found)
    } else {
        main
    };
    applied
}

/// The byte order mark `text` begins with (or `""`), and the text after it.
pub fn split_bom(text: &str) -> (&'static str, &str) {
    match text.strip_prefix(BOM) {
        Some(rest) => (BOM, rest),
        None => ("", text),
    }
}

impl<'a> Applied<'a> {
    /// The file's name, as messages and diff headers give it.
    pub fn name(&self) -> &'a str {
        self.name
    }

    /// The text the engine matched: the file's without its byte order mark.
    pub fn body(&self) -> &'a str {
        split_bom(self.text).1
    }

    /// The file's byte order mark, or `""`.
    pub fn bom(&self) -> &'static str {
        self.bom
    }

    /// The file's new whole text (byte order mark included), when the patch changed it.
    pub fn new_text(&self) -> Option<String> {
        let outcome = self.outcome.as_ref().filter(|o| o.changed)?;
        Some(format!("{}{}", self.bom, outcome.text))
    }

    /// The unified diff of the change, as `cocci apply` prints it; empty when nothing changed.
    pub fn diff(&self) -> String {
        self.new_text().map(|new| diff(self.name, self.text, &new)).unwrap_or_default()
    }

    /// What the file's run says besides its matches: a warning for syntax errors, then an
    /// error for each problem, as `cocci apply` and `cocci check` print them.
    pub fn messages(&self) -> Vec<Message> {
        let Some(outcome) = &self.outcome else { return Vec::new() };
        let mut out = Vec::new();
        if outcome.syntax_errors > 0 {
            out.push(Message::syntax_errors(self.name, outcome.syntax_errors));
        }
        out.extend(outcome.problems.iter().map(|p| Message::problem(self.name, self.body(), p)));
        out
    }

    /// [`Applied::messages`], with problems of the patch's own code (a failing script rule)
    /// placed at their line of `patch_name`, as the command line prints them.
    pub fn messages_in(&self, patch_name: &str) -> Vec<Message> {
        let Some(outcome) = &self.outcome else { return Vec::new() };
        let mut out = Vec::new();
        if outcome.syntax_errors > 0 {
            out.push(Message::syntax_errors(self.name, outcome.syntax_errors));
        }
        out.extend(outcome.problems.iter().map(|p| Message::patch_problem(patch_name, self.name, self.body(), p)));
        out
    }

    /// The file's counts: its matches (refusals apart), problems, candidates skipped, and
    /// whether it changed.
    pub fn counts(&self) -> Counts {
        let Some(outcome) = &self.outcome else { return Counts::default() };
        let refused = outcome.problems.iter().filter(|p| p.refuses_a_match()).count();
        let mut skipped_by = std::collections::BTreeMap::new();
        for s in &outcome.skips {
            *skipped_by.entry(s.reason.kind()).or_default() += 1;
        }
        Counts {
            matches: outcome.reports.len(),
            refused,
            files_changed: usize::from(outcome.changed),
            problems: outcome.problems.len(),
            skipped: outcome.unknown_types,
            skipped_by,
            macros_not_entered: outcome.macros_not_entered.len(),
        }
    }

    /// Each candidate the model could not tell about, with its place and reason, as
    /// `--explain-skips` prints them.
    pub fn skip_messages(&self) -> Vec<Message> {
        let Some(outcome) = &self.outcome else { return Vec::new() };
        outcome.skips.iter().map(|s| Message::skip(self.name, self.body(), s)).collect()
    }
}

/// The unified diff turning `old` into `new`, headed `a/NAME` and `b/NAME`, with three lines of
/// context.
pub fn diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{name}"), &format!("b/{name}"))
        .to_string()
}

/// What `*` lines found in `text`, as spatch's context mode shows it: a unified diff in which
/// every line a finding covers reads as removed, headed `NAME` and `/tmp/nothing/NAME` (the
/// diff is for reading, not for applying). Empty without findings.
pub fn context_diff(name: &str, text: &str, found: &[engine::TextRange]) -> String {
    if found.is_empty() {
        return String::new();
    }
    let index = engine::LineIndex::new(text);
    let line_of = |offset: usize| index.line_col(offset).line as usize - 1;
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut starred = vec![false; lines.len()];
    for range in found {
        let (start, end) = (usize::from(range.start()), usize::from(range.end()));
        let last = line_of(end.saturating_sub(1).max(start)).min(lines.len().saturating_sub(1));
        starred[line_of(start).min(last)..=last].fill(true);
    }
    let kept: String = lines.iter().zip(&starred).filter(|(_, starred)| !**starred).map(|(line, _)| *line).collect();
    similar::TextDiff::from_lines(text, &kept)
        .unified_diff()
        .context_radius(3)
        .header(name, &format!("/tmp/nothing/{name}"))
        .to_string()
}

#[cfg(test)]
mod tests;

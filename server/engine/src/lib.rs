//! The matching and rewriting engine: applies a parsed semantic patch to the text of one Rust
//! file. It does no IO and knows nothing of files, threads or editors; the CLI and the language
//! server both call [`Engine::apply`].

mod bind;
mod code;
mod compose;
mod matcher;
mod prefilter;
mod rewrite;
mod search;

pub use prefilter::Req;
pub use ra_ap_syntax::{Edition, TextRange, TextSize};
pub use smpl::{LineCol, Patch};

use code::CodeEl;
use matcher::{Ctx, Instance, State};
use ra_ap_syntax::SourceFile;
use smpl::{Dep, Rule};
use std::collections::HashMap;

/// The edition patch code is parsed with.
pub(crate) const EDITION_FOR_PATCHES: Edition = Edition::Edition2021;

/// A patch prepared for applying to many files (shareable between threads).
pub struct Engine<'p> {
    patch: &'p Patch,
    reqs: Vec<Req>,
}

/// Something a rule found: a `*` line's match, or a change a `-`/`+` rule makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub rule: String,
    /// Byte range in the text the rule was applied to.
    pub range: TextRange,
    pub start: LineCol,
    pub end: LineCol,
    pub message: String,
}

/// A problem applying the patch to this file (the file is still processed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub rule: String,
    pub at: Option<LineCol>,
    pub message: String,
}

#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// The file after every rule ran; equal to the input when nothing changed.
    pub text: String,
    pub changed: bool,
    pub reports: Vec<Report>,
    pub problems: Vec<Problem>,
    /// Syntax errors in the input: the file was matched where it parses.
    pub syntax_errors: usize,
}

impl<'p> Engine<'p> {
    pub fn new(patch: &'p Patch) -> Engine<'p> {
        Engine { patch, reqs: patch.rules.iter().map(Req::of_rule).collect() }
    }

    pub fn patch(&self) -> &Patch {
        self.patch
    }

    /// Whether some rule could match `text` at all (a cheap substring test, no parsing). Rules
    /// that only run after others changed the file are covered: the first rule to run must match.
    pub fn may_match(&self, text: &str) -> bool {
        self.patch
            .rules
            .iter()
            .zip(&self.reqs)
            .any(|(rule, req)| rule.body.is_some() && rule.depends.is_none() && req.check(text.as_bytes()))
    }

    /// Applies every rule in order to `input`.
    pub fn apply(&self, input: &str, edition: Edition) -> Outcome {
        let mut out = Outcome { text: input.to_owned(), ..Outcome::default() };
        let mut matched: HashMap<&str, bool> = HashMap::new();
        let mut parsed: Option<ra_ap_syntax::Parse<SourceFile>> = None;
        let mut first_parse = true;
        for (rule, req) in self.patch.rules.iter().zip(&self.reqs) {
            let Some(body) = &rule.body else { continue };
            if let Some(dep) = &rule.depends
                && !dep_holds(dep, &matched)
            {
                continue;
            }
            if !req.check(out.text.as_bytes()) {
                matched.insert(&rule.name, false);
                continue;
            }
            let parse = parsed.get_or_insert_with(|| SourceFile::parse(&out.text, edition));
            if first_parse {
                out.syntax_errors = parse.errors().len();
                first_parse = false;
            }
            let root = parse.syntax_node();
            let no_external = |_: &str, _: &str| Vec::new();
            let ctx = Ctx { rule, edition, src: &out.text, external: &no_external, req };
            let instances =
                ctx.find_all(&body.pattern, &[CodeEl::node(root.clone(), 0)], &State::default(), None, usize::MAX);
            matched.insert(&rule.name, !instances.is_empty());
            if instances.is_empty() {
                continue;
            }
            if !body.transforms {
                if body.has_star {
                    out.reports.extend(instances.iter().map(|i| star_report(rule, i, &out.text)));
                }
                continue;
            }
            let (text, reports, problems) =
                transform(rule, &instances, &out.text, &root, edition, parse.errors().len());
            out.reports.extend(reports);
            out.problems.extend(problems);
            if let Some(text) = text {
                out.text = text;
                out.changed = true;
                parsed = None;
            }
        }
        out.changed = out.text != input;
        out
    }
}

/// Applies one rule's matches; `None` text when nothing changed or the change was refused.
fn transform(
    rule: &Rule,
    instances: &[Instance],
    text: &str,
    root: &ra_ap_syntax::SyntaxNode,
    edition: Edition,
    errors_before: usize,
) -> (Option<String>, Vec<Report>, Vec<Problem>) {
    let plan = rewrite::Plan::new(rule);
    let src = rewrite::Source { text, root };
    let mut edits = Vec::new();
    let mut owner = Vec::new();
    for (i, inst) in instances.iter().enumerate() {
        for e in plan.edits(inst, &src) {
            edits.push(e);
            owner.push(i);
        }
    }
    let composed = compose::compose(text, &edits);
    let mut problems: Vec<Problem> = composed
        .conflicts
        .iter()
        .map(|c| Problem {
            rule: rule.name.clone(),
            at: Some(LineCol::of(text, c.second.start().into())),
            message: format!(
                "conflicting rewrites at {} and {}: neither is applied",
                show(LineCol::of(text, c.first.start().into())),
                show(LineCol::of(text, c.second.start().into()))
            ),
        })
        .collect();
    let mut reports = Vec::new();
    for (i, _) in instances.iter().enumerate() {
        let mine: Vec<usize> = (0..edits.len()).filter(|&e| owner[e] == i && composed.applied[e]).collect();
        if mine.is_empty() {
            continue;
        }
        let range = mine.iter().map(|&e| edits[e].range).reduce(TextRange::cover).unwrap_or_default();
        let message = mine
            .iter()
            .map(|&e| {
                let old = &text[edits[e].range];
                let new = compose::rendered(text, &edits, &composed.applied, e);
                describe_change(old, &new)
            })
            .collect::<Vec<_>>()
            .join("; ");
        reports.push(report(rule, range, text, message));
    }
    if composed.text == text {
        return (None, reports, problems);
    }
    let after = SourceFile::parse(&composed.text, edition);
    if after.errors().len() > errors_before {
        let err = &after.errors()[0];
        let at = LineCol::of(&composed.text, err.range().start().into());
        problems.push(Problem {
            rule: rule.name.clone(),
            at: None,
            message: format!("the rewrite would not parse ({} at {} of the result): nothing written", err, show(at)),
        });
        return (None, Vec::new(), problems);
    }
    (Some(composed.text), reports, problems)
}

fn star_report(rule: &Rule, inst: &Instance, text: &str) -> Report {
    let star = inst
        .hits
        .iter()
        .filter(|h| h.origin.mark == smpl::pattern::Mark::Star && !h.range.is_empty())
        .map(|h| h.range)
        .reduce(TextRange::cover);
    let range = star.unwrap_or_else(|| inst.range());
    let message = format!("found `{}`", snippet(&text[range]));
    report(rule, range, text, message)
}

fn report(rule: &Rule, range: TextRange, text: &str, message: String) -> Report {
    Report {
        rule: rule.name.clone(),
        range,
        start: LineCol::of(text, range.start().into()),
        end: LineCol::of(text, range.end().into()),
        message,
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
    let flat: Vec<&str> = code.split_whitespace().collect();
    let flat = flat.join(" ");
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

fn dep_holds(dep: &Dep, matched: &HashMap<&str, bool>) -> bool {
    match dep {
        Dep::Rule(name, _) | Dep::Ever(name, _) => matched.get(name.as_str()).copied().unwrap_or(false),
        Dep::Never(name, _) => !matched.get(name.as_str()).copied().unwrap_or(false),
        Dep::Not(d) => !dep_holds(d, matched),
        Dep::And(a, b) => dep_holds(a, matched) && dep_holds(b, matched),
        Dep::Or(a, b) => dep_holds(a, matched) || dep_holds(b, matched),
    }
}

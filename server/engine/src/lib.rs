//! The matching and rewriting engine: applies a parsed semantic patch to the text of one Rust
//! file. It does no IO and knows nothing of files, threads or editors; the CLI and the language
//! server both call [`Engine::apply`].

mod bind;
mod code;
mod compose;
mod env;
mod matcher;
mod paths;
mod prec;
mod prefilter;
mod rewrite;
mod search;

pub use prefilter::Req;
pub use ra_ap_syntax::{Edition, TextRange, TextSize};
pub use smpl::{LineCol, LineIndex, Patch};

use code::CodeEl;
use env::GlobalEnv;
use matcher::{Ctx, Instance, State};
use ra_ap_syntax::SourceFile;
use smpl::Rule;

/// The edition patch code is parsed with.
pub(crate) const EDITION_FOR_PATCHES: Edition = Edition::Edition2021;

/// A patch prepared for applying to many files (shareable between threads).
pub struct Engine<'p> {
    patch: &'p Patch,
    reqs: Vec<Req>,
    /// For every rule, the metavariables later rules inherit.
    exported: Vec<Vec<String>>,
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
        Engine { patch, reqs: patch.rules.iter().map(Req::of_rule).collect(), exported: env::exported(patch) }
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
        let mut envs = vec![GlobalEnv::default()];
        let mut ever: Vec<String> = Vec::new();
        // The current text's tree and its number of syntax errors (counting them validates the
        // whole tree: once per text).
        let mut parsed: Option<(ra_ap_syntax::Parse<SourceFile>, usize)> = None;
        let mut first_parse = true;
        let graphs = std::cell::RefCell::new(cfg::CfgCache::default());
        for (ri, (rule, req)) in self.patch.rules.iter().zip(&self.reqs).enumerate() {
            let Some(body) = &rule.body else { continue };
            // One run for every distinct set of inherited values among the environments
            // where the dependency holds.
            let mut runs: Vec<(State, Vec<usize>)> = Vec::new();
            for (i, env) in envs.iter().enumerate() {
                if rule.depends.as_ref().is_some_and(|d| !env.holds(d, &ever)) {
                    continue;
                }
                let Some(seed) = inherited_seed(rule, env) else { continue };
                match runs.iter_mut().find(|(s, _)| same_seed(s, &seed)) {
                    Some(run) => run.1.push(i),
                    None => runs.push((seed, vec![i])),
                }
            }
            if runs.is_empty() || !req.check(out.text.as_bytes()) {
                continue;
            }
            let (parse, errors) = parsed.get_or_insert_with(|| {
                let p = SourceFile::parse(&out.text, edition);
                let n = p.errors().len();
                (p, n)
            });
            let errors = *errors;
            if first_parse {
                out.syntax_errors = errors;
                first_parse = false;
            }
            let root = parse.syntax_node();
            let external = |r: &str, name: &str| envs.iter().filter_map(|e| e.get(r, name)).cloned().collect();
            let ctx = Ctx { rule, edition, src: &out.text, external: &external, req, graphs: &graphs };
            let file = [CodeEl::node(root.clone(), 0)];
            let mut instances: Vec<Instance> = Vec::new();
            let mut new_envs = Vec::new();
            let mut env_hits: Vec<Vec<usize>> = vec![Vec::new(); envs.len()];
            for (seed, members) in &runs {
                let found = ctx.find_in_file(&body.pattern, &file, seed);
                for inst in found {
                    for &m in members {
                        env_hits[m].push(instances.len());
                    }
                    instances.push(inst);
                }
            }
            for (i, env) in envs.iter().enumerate() {
                if env_hits[i].is_empty() {
                    env::push_unique(&mut new_envs, env.clone());
                }
                for &k in &env_hits[i] {
                    let vals = self.exported[ri]
                        .iter()
                        .filter_map(|name| {
                            let id = rule.metavars.iter().position(|m| &m.name == name)?;
                            Some((name.clone(), instances[k].env.get(id)?.to_text(&out.text)))
                        })
                        .collect();
                    env::push_unique(&mut new_envs, env.extended(&rule.name, vals));
                }
            }
            envs = new_envs;
            if instances.is_empty() {
                continue;
            }
            ever.push(rule.name.clone());
            let instances = if runs.len() > 1 { dedup_instances(instances) } else { instances };
            if !body.transforms {
                if body.has_star {
                    let lines = LineIndex::new(&out.text);
                    out.reports.extend(instances.iter().flat_map(|i| star_reports(rule, i, &out.text, &lines)));
                }
                continue;
            }
            let (text, reports, problems) = transform(rule, &instances, &out.text, &root, edition, errors);
            out.reports.extend(reports);
            out.problems.extend(problems);
            if let Some(text) = text {
                out.text = text;
                // Graphs stay valid: they are keyed by body text, with body-relative ranges.
                parsed = None;
            }
        }
        out.changed = out.text != input;
        out
    }
}

/// The matcher's starting state for a rule in `env`: its inherited metavariables bound. `None`
/// when the environment lacks one of them (the rule does not run there).
fn inherited_seed(rule: &Rule, env: &GlobalEnv) -> Option<State> {
    let mut st = State::default();
    for (id, m) in rule.metavars.iter().enumerate() {
        if let Some(inh) = &m.inherited {
            st.env.bind(id, env.get(&inh.rule, &inh.name)?.clone());
        }
    }
    Some(st)
}

fn same_seed(a: &State, b: &State) -> bool {
    a.env.vals.len() == b.env.vals.len() && a.env.vals.iter().all(|(id, v)| b.env.get(*id).is_some_and(|w| w.same(v)))
}

/// The same match found from two runs (environments that inherit the same code) counts once.
fn dedup_instances(instances: Vec<Instance>) -> Vec<Instance> {
    let mut out: Vec<Instance> = Vec::new();
    for inst in instances {
        let dup = out.iter().any(|o| {
            o.root.range() == inst.root.range()
                && o.hits.len() == inst.hits.len()
                && o.hits.iter().zip(&inst.hits).all(|(a, b)| a.range == b.range && a.origin == b.origin)
                && o.env.vals.len() == inst.env.vals.len()
                && o.env.vals.iter().all(|(id, v)| inst.env.get(*id).is_some_and(|w| w.same(v)))
        });
        if !dup {
            out.push(inst);
        }
    }
    out
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
    let lines = LineIndex::new(text);
    for (i, inst) in instances.iter().enumerate() {
        let mine: Vec<usize> = (0..edits.len()).filter(|&e| owner[e] == i && composed.applied[e]).collect();
        if mine.is_empty() {
            continue;
        }
        // One report for each change: at the code the `-` lines matched in it, or where an
        // insertion goes.
        let minus: Vec<TextRange> = inst
            .hits
            .iter()
            .filter(|h| h.origin.mark == smpl::pattern::Mark::Minus && !h.range.is_empty())
            .map(|h| h.range)
            .collect();
        for &e in &mine {
            let edit = edits[e].range;
            let range =
                minus.iter().copied().filter(|r| edit.contains_range(*r)).reduce(TextRange::cover).unwrap_or(edit);
            let old = &text[edits[e].range];
            let new = compose::rendered(text, &edits, &composed.applied, e);
            reports.push(report(rule, range, &lines, describe_change(old, &new)));
        }
    }
    if composed.text == text {
        return (None, reports, problems);
    }
    let after = SourceFile::parse(&composed.text, edition);
    let after_errors = after.errors();
    if after_errors.len() > errors_before {
        let err = &after_errors[0];
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

/// One report for each piece of code the `*` lines matched (adjacent pieces merged), or for
/// the whole match if none is starred.
fn star_reports(rule: &Rule, inst: &Instance, text: &str, lines: &LineIndex) -> Vec<Report> {
    let mut ranges: Vec<TextRange> = Vec::new();
    collect_star(inst, &mut ranges);
    ranges.sort_by_key(|r| (r.start(), std::cmp::Reverse(r.end())));
    let mut merged: Vec<TextRange> = Vec::new();
    for r in ranges {
        match merged.last_mut() {
            // Starred tokens of one line or expression are one report.
            Some(m)
                if r.start() <= m.end()
                    || text[m.end().into()..r.start().into()]
                        .trim_matches(|c: char| c.is_whitespace() || c == ',')
                        .is_empty() =>
            {
                *m = m.cover(r)
            }
            _ => merged.push(r),
        }
    }
    if merged.is_empty() {
        merged.push(inst.range());
    }
    merged.into_iter().map(|range| report(rule, range, lines, format!("found `{}`", snippet(&text[range])))).collect()
}

fn collect_star(inst: &Instance, out: &mut Vec<TextRange>) {
    out.extend(
        inst.hits.iter().filter(|h| h.origin.mark == smpl::pattern::Mark::Star && !h.range.is_empty()).map(|h| h.range),
    );
    for sub in &inst.subs {
        collect_star(sub, out);
    }
}

fn report(rule: &Rule, range: TextRange, lines: &LineIndex, message: String) -> Report {
    Report {
        rule: rule.name.clone(),
        range,
        start: lines.line_col(range.start().into()),
        end: lines.line_col(range.end().into()),
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

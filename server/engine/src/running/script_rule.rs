//! Running a script rule (`@script:python@`) among the others, as spatch does: after the
//! rules before it, once for every distinct set of values of its inputs among the current
//! environments where its `depends on` holds. An environment lacking an input (its rule did
//! not match, or matched without binding it) takes the input's default, or the script does not
//! run there and the environment carries on unchanged. A run's outputs extend the environments
//! it stands for (later rules inherit them as `s.g`); `cocci.include_match(False)` drops them,
//! so nothing after sees those values.

use crate::bind::Value;
use crate::running::env::{self, GlobalEnv};
use crate::running::steps::Steps;
use crate::scripts::{ScriptCall, ScriptPosition, ScriptRunner, ScriptValue};
use crate::{Edition, Outcome, Problem};
use ra_ap_syntax::ast::HasName;
use ra_ap_syntax::{AstNode, SyntaxNode, TextRange, ast};
use smpl::{Rule, Script};
use std::cell::OnceCell;

/// Where the script runs: the file, as given and as earlier rules left it.
pub struct Place<'a> {
    /// The text given to the engine: positions are reported in it.
    pub input: &'a str,
    /// The current text, which the environments' positions point into.
    pub text: &'a str,
    pub edition: Edition,
    pub path: Option<&'a str>,
    pub steps: &'a Steps,
    /// [`crate::Given::placed_in`]: the file the input is a piece of, and the map to it.
    pub placed_in: Option<(&'a str, &'a dyn Fn(TextRange) -> TextRange)>,
}

/// A script's variables and their values.
type Inputs = Vec<(String, ScriptValue)>;

/// What becomes of an environment.
enum Fate {
    Unchanged,
    Extended(GlobalEnv),
    Dropped,
}

/// Runs `rule`'s script over the environments and replaces them with what follows it. `true`
/// when a run called `cocci.exit()`: the file's treatment stops (no later run of this script,
/// no later rule), the changes made so far staying, as spatch has it.
pub fn run(
    runner: Option<&dyn ScriptRunner>,
    rule: &Rule,
    script: &Script,
    envs: &mut Vec<GlobalEnv>,
    ever: &mut Vec<String>,
    out: &mut Outcome,
    place: &Place,
) -> bool {
    let tree = Lazily::default();
    // Each distinct set of input values, with the environments that have it.
    let mut groups: Vec<(Inputs, Vec<usize>)> = Vec::new();
    for (i, e) in envs.iter().enumerate() {
        if rule.depends.as_ref().is_some_and(|d| !e.holds(d, ever, place.path)) {
            continue;
        }
        let Some(inputs) = inputs_in(script, e, place, &tree) else { continue };
        match groups.iter_mut().find(|(vals, _)| *vals == inputs) {
            Some(g) => g.1.push(i),
            None => groups.push((inputs, vec![i])),
        }
    }
    if groups.is_empty() {
        return false;
    }
    let Some(runner) = runner else {
        out.problems.push(Problem {
            rule: rule.name.clone(),
            at: None,
            message: "script rules run only where cocci has a script runner (`cocci check`, `cocci apply`); \
                      this front end has none"
                .to_owned(),
            patch_line: None,
        });
        return false;
    };
    let mut fates: Vec<Fate> = envs.iter().map(|_| Fate::Unchanged).collect();
    let mut included = false;
    let mut exited = false;
    for (inputs, members) in &groups {
        let result = match runner.run(ScriptCall { rule, script, inputs }) {
            Ok(result) => result,
            Err(failure) => {
                // One error per rule: the next sets of values would most likely fail alike
                // (and a runaway loop would cost its whole budget again).
                out.problems.push(Problem {
                    rule: rule.name.clone(),
                    at: None,
                    message: format!("script failed: {}", failure.message),
                    patch_line: Some(failure.line),
                });
                break;
            }
        };
        out.script_lines.extend(result.lines.into_iter().map(|mut l| {
            l.rule = rule.name.clone();
            l
        }));
        for &m in members {
            fates[m] = if result.include {
                let vals = result.outputs.iter().map(|(n, v)| (n.clone(), Value::text(v.clone()))).collect();
                Fate::Extended(envs[m].extended(&rule.name, vals))
            } else {
                Fate::Dropped
            };
        }
        included |= result.include;
        if result.exit {
            exited = true;
            break;
        }
    }
    if included {
        ever.push(rule.name.clone());
    }
    let mut next = Vec::new();
    for (e, fate) in envs.drain(..).zip(fates) {
        match fate {
            Fate::Unchanged => env::push_unique(&mut next, e),
            Fate::Extended(x) => env::push_unique(&mut next, x),
            Fate::Dropped => {}
        }
    }
    *envs = next;
    exited
}

/// The script's variables in `e`, or `None` when one has neither a value nor a default.
fn inputs_in<'t>(script: &Script, e: &GlobalEnv, place: &Place<'t>, tree: &Lazily<'t>) -> Option<Inputs> {
    let mut vals = Vec::with_capacity(script.inputs.len());
    for input in &script.inputs {
        let value = match e.get(&input.from.rule, &input.from.name) {
            Some(Value::Absent) | None => ScriptValue::Text(input.default.clone()?),
            Some(other) => script_value(other, place, tree),
        };
        vals.push((input.name.clone(), value));
    }
    Some(vals)
}

/// A metavariable's value as a script sees it: a position's place, or the code's text.
pub(crate) fn script_value<'t>(v: &Value, place: &Place<'t>, lazily: &Lazily<'t>) -> ScriptValue {
    match v {
        Value::Position(r) => ScriptValue::Positions(vec![position(*r, place, lazily)]),
        Value::Text { text, .. } => ScriptValue::Text(text.clone()),
        other => ScriptValue::Text(other.word(place.text)),
    }
}

/// A position (a range of the current text) as scripts see it, placed in the input.
/// What positions are computed from, made once per run of a script rule: the current text's
/// tree (for the enclosing fn) and the lines of the file positions are placed in (a run may
/// place thousands of positions: each must not rescan the file).
#[derive(Default)]
pub(crate) struct Lazily<'t> {
    tree: OnceCell<SyntaxNode>,
    lines: OnceCell<smpl::LineIndex<'t>>,
}

fn position<'t>(r: TextRange, place: &Place<'t>, lazily: &Lazily<'t>) -> ScriptPosition {
    let at = place.steps.to_input(r);
    let (file, at) = match place.placed_in {
        Some((file, map)) => (file, map(at)),
        None => (place.input, at),
    };
    let lines = lazily.lines.get_or_init(|| smpl::LineIndex::new(file));
    let (start, end) = (lines.line_col(at.start().into()), lines.line_col(at.end().into()));
    let root = lazily.tree.get_or_init(|| frag::parse_file(place.text, place.edition).0.syntax_node());
    ScriptPosition {
        file: place.path.unwrap_or_default().to_owned(),
        current_element: enclosing_fn(root, r).unwrap_or_default(),
        line: start.line,
        column: start.col - 1,
        line_end: end.line,
        column_end: end.col - 1,
    }
}

/// The name of the innermost fn around `r`.
fn enclosing_fn(root: &SyntaxNode, r: TextRange) -> Option<String> {
    if !root.text_range().contains_range(r) {
        return None;
    }
    let el = root.covering_element(r);
    let start = match el {
        ra_ap_syntax::NodeOrToken::Node(n) => n,
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent()?,
    };
    start.ancestors().find_map(ast::Fn::cast).and_then(|f| f.name()).map(|n| n.text().to_string())
}

//! Why a rule did not run at all: its `depends on` held in no environment, or a rule it
//! inherits metavariables from did not match.

use crate::explaining::Reason;
use crate::running::env::{GlobalEnv, file_in};
use smpl::{Dep, Rule};

/// What the file's run knew when the rule's turn came.
pub(crate) struct Known<'a> {
    pub envs: &'a [GlobalEnv],
    /// The rules that matched anywhere in the file so far (and the virtual rules defined).
    pub ever: &'a [String],
    pub virtuals: &'a [String],
    pub defined: &'a [String],
    pub path: Option<&'a str>,
}

/// Why `rule` had no environment to run in.
pub(crate) fn why_not_run(rule: &Rule, known: &Known) -> Reason {
    let name = &rule.name;
    if let Some(d) = &rule.depends
        && !known.envs.iter().any(|e| e.holds(d, known.ever, known.path))
    {
        let message = match failing(d, known) {
            Some(why) => format!("rule `{name}` depends on {why}"),
            // Each part holds somewhere, but never together along one line of matches.
            None => {
                format!("rule `{name}` depends on `{}`, which holds for no match of the rules it names", dep_text(d))
            }
        };
        return Reason::new("dependency", message);
    }
    let missing = rule
        .metavars
        .iter()
        .filter_map(|m| m.inherited.as_ref().map(|i| (m, i)))
        .find(|(_, i)| !known.envs.iter().any(|e| e.has_matched(&i.rule)));
    let message = match missing {
        Some((m, i)) => {
            format!("rule `{name}` inherits `{}` from `{}`, which did not match in this file", m.name, i.rule)
        }
        None => format!("rule `{name}` inherits metavariables that no match of the earlier rules bound together"),
    };
    Reason::new("dependency", message)
}

/// Why `d` fails in this file, judged on which rules matched anywhere: the first part that
/// fails, in words; `None` when it holds so judged.
fn failing(d: &Dep, k: &Known) -> Option<String> {
    let matched = |n: &str| k.ever.iter().any(|e| e == n);
    let virtual_rule = |n: &str| k.virtuals.iter().any(|v| v == n);
    match d {
        Dep::Rule(n, _) | Dep::Ever(n, _) if !matched(n) => Some(if virtual_rule(n) {
            format!("`{}`, a virtual rule not defined (-D {n})", dep_text(d))
        } else {
            format!("`{}`, which did not match in this file", dep_text(d))
        }),
        Dep::Never(n, _) if matched(n) => Some(matched_words(d, n, k)),
        Dep::Not(inner) => match &**inner {
            Dep::Rule(n, _) | Dep::Ever(n, _) if matched(n) => Some(matched_words(d, n, k)),
            Dep::FileIn(p) if k.path.is_some_and(|f| file_in(f, p)) => {
                Some(format!("`{}`, and this file is in \"{p}\"", dep_text(d)))
            }
            _ => None,
        },
        Dep::FileIn(p) if !k.path.is_some_and(|f| file_in(f, p)) => {
            Some(format!("`{}`, and this file is not in \"{p}\"", dep_text(d)))
        }
        Dep::And(a, b) => failing(a, k).or_else(|| failing(b, k)),
        Dep::Or(a, b) => {
            Some(format!("`{}`, and neither side holds: {}; {}", dep_text(d), failing(a, k)?, failing(b, k)?))
        }
        _ => None,
    }
}

fn matched_words(d: &Dep, n: &str, k: &Known) -> String {
    if k.defined.iter().any(|v| v == n) {
        format!("`{}`, and `{n}` is defined (-D {n})", dep_text(d))
    } else {
        format!("`{}`, and `{n}` matched in this file", dep_text(d))
    }
}

/// The dependency as written in a header (`!r1 && ever r2`).
fn dep_text(d: &Dep) -> String {
    match d {
        Dep::Rule(n, _) => n.clone(),
        Dep::Ever(n, _) => format!("ever {n}"),
        Dep::Never(n, _) => format!("never {n}"),
        Dep::FileIn(p) => format!("file in \"{p}\""),
        Dep::Not(inner) => match &**inner {
            Dep::And(..) | Dep::Or(..) => format!("!({})", dep_text(inner)),
            _ => format!("!{}", dep_text(inner)),
        },
        Dep::And(a, b) => format!("{} && {}", dep_text(a), dep_text(b)),
        Dep::Or(a, b) => format!("{} || {}", dep_text(a), dep_text(b)),
    }
}

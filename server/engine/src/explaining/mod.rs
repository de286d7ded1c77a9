//! `explain`: for each rule of a patch, whether it matched at one place of a file, and if not,
//! why, in words a patch author reads. The normal run of the patch does the work (rules see what
//! earlier rules changed and bound); at each rule it asks a [`Probe`] to note the verdict, and
//! where the rule did not match there, the matcher is tried again at that place recording the
//! pattern element that failed furthest.

pub(crate) mod deps;
pub(crate) mod failure;
mod probe;
mod recording;
mod whens;
pub(crate) mod words;

use crate::running::steps::{self, Step};
use ra_ap_syntax::{TextRange, TextSize};
use std::cell::{Cell, RefCell};

/// The place to explain, in the text given to the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// One position (`FILE:LINE:COL`): matches whose range holds it.
    Point(TextSize),
    /// A whole line (`FILE:LINE`), without its line break: matches that start on it.
    Line(TextRange),
}

impl At {
    /// Whether a match over `r` is a match at this place.
    pub fn covers(self, r: TextRange) -> bool {
        match self {
            At::Point(o) => r.start() <= o && (o < r.end() || r.is_empty() && o == r.start()),
            At::Line(line) => line.start() <= r.start() && r.start() <= line.end(),
        }
    }

    /// The same place after an earlier rule's rewrite.
    fn forward(self, step: &Step) -> At {
        match self {
            At::Point(o) => At::Point(steps::forward(step, TextRange::empty(o)).start()),
            At::Line(l) => At::Line(steps::forward(step, l)),
        }
    }
}

/// What explain says of one rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    pub rule: String,
    /// Index of the rule in the patch.
    pub rule_index: usize,
    pub verdict: Verdict,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A match covers the place: its range and the code each metavariable bound, in the order
    /// the rule declares them.
    Matched { range: TextRange, bindings: Vec<(String, String)> },
    /// No match covers the place: why (one reason per branch of a disjunction).
    NotMatched(Vec<Reason>),
    /// A script rule: it runs code, it matches nothing.
    Script,
}

/// Why a rule did not match at the place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// A short name of the kind of reason, stable for tools (`token`, `kind`, `bound`...).
    pub kind: &'static str,
    /// The reason in words, code quoted with backticks.
    pub message: String,
    /// The code it is about, in the text given to the engine.
    pub at: Option<TextRange>,
    /// For a rule that is a disjunction, the branch (0-based) this reason is about.
    pub branch: Option<usize>,
}

impl Reason {
    pub(crate) fn new(kind: &'static str, message: String) -> Reason {
        Reason { kind, message, at: None, branch: None }
    }
}

/// What the driver fills in while it runs the patch for `explain`.
pub(crate) struct Probe {
    /// The place, in the current text (moved along by each rewrite).
    pub at: Cell<At>,
    pub out: RefCell<Vec<Explained>>,
}

impl Probe {
    pub fn new(at: At) -> Probe {
        Probe { at: Cell::new(at), out: RefCell::new(Vec::new()) }
    }

    pub fn into_explained(self) -> Vec<Explained> {
        self.out.into_inner()
    }

    pub fn note(&self, rule: &smpl::Rule, index: usize, verdict: Verdict) {
        self.out.borrow_mut().push(Explained { rule: rule.name.clone(), rule_index: index, verdict });
    }

    pub fn moved(&self, step: &Step) {
        self.at.set(self.at.get().forward(step));
    }
}

/// What a rule did at `at`, once its matches in the current text `src` are known.
pub(crate) fn verdict(
    rule: &smpl::Rule,
    instances: &[crate::matching::state::Instance],
    why_not: Vec<Reason>,
    at: At,
    src: &str,
    steps: &steps::Steps,
) -> Verdict {
    if let Some(inst) = instances.iter().find(|i| at.covers(i.range())) {
        let bindings = rule
            .metavars
            .iter()
            .enumerate()
            .filter_map(|(id, m)| match inst.env.get(id)? {
                crate::bind::Value::Absent => None,
                v => Some((m.name.clone(), failure::shown(v, src))),
            })
            .collect();
        return Verdict::Matched { range: steps.to_input(inst.range()), bindings };
    }
    let mut why_not = why_not;
    if why_not.is_empty() {
        why_not.push(Reason::new("no match", "the pattern does not match the code here".to_owned()));
    }
    for r in &mut why_not {
        r.at = r.at.map(|a| steps.to_input(a));
    }
    Verdict::NotMatched(why_not)
}

/// Why the prefilter turned the file down: the words the rule needs that it lacks.
pub(crate) fn words_absent(req: &crate::Req, text: &str) -> Reason {
    let mut absent = Vec::new();
    absent_words(req, text, &mut absent);
    let listed: Vec<String> = absent.iter().map(|w| format!("`{w}`")).collect();
    Reason::new("words", format!("the patch's words are not in this file: {}", listed.join(", ")))
}

fn absent_words(req: &crate::Req, text: &str, out: &mut Vec<String>) {
    match req {
        crate::Req::True => {}
        crate::Req::Word(w) => {
            if !req.check(text.as_bytes()) && !out.contains(w) {
                out.push(w.clone());
            }
        }
        crate::Req::All(rs) | crate::Req::Any(rs) => rs.iter().for_each(|r| absent_words(r, text, out)),
    }
}

#[cfg(test)]
mod tests;

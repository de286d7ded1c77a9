//! Coccinelle's environments. Rules run in order; each runs once for every distinct set of
//! values it inherits (`r.x`) among the current environments, and each of its matches extends the
//! environment it ran in with the values later rules will inherit. An environment in which a
//! rule found nothing carries on unchanged; identical environments merge.

use crate::bind::Value;
use smpl::{Atom, Constraint, Dep, Patch};

/// The values earlier rules bound (frozen as text: the file may have changed since) and the
/// rules that matched, along one line of matches.
#[derive(Clone, Debug, Default)]
pub struct GlobalEnv {
    vals: Vec<(String, String, Value)>,
    matched: Vec<String>,
}

impl GlobalEnv {
    pub fn get(&self, rule: &str, name: &str) -> Option<&Value> {
        self.vals.iter().find(|(r, n, _)| r == rule && n == name).map(|(_, _, v)| v)
    }

    /// Whether rule `rule` matched along this environment.
    pub fn has_matched(&self, rule: &str) -> bool {
        self.matched.iter().any(|r| r == rule)
    }

    pub fn extended(&self, rule: &str, vals: Vec<(String, Value)>) -> GlobalEnv {
        let mut e = self.clone();
        e.matched.push(rule.to_owned());
        e.vals.extend(vals.into_iter().map(|(n, v)| (rule.to_owned(), n, v)));
        e
    }

    /// Moves the positions bound so far with an edit of the text (they keep pointing at the
    /// same code).
    pub fn map_positions(&mut self, f: &dyn Fn(ra_ap_syntax::TextRange) -> ra_ap_syntax::TextRange) {
        for (_, _, v) in &mut self.vals {
            if let Value::Position(r) = v {
                *r = f(*r);
            }
        }
    }

    fn same(&self, other: &GlobalEnv) -> bool {
        let mut a = self.matched.clone();
        let mut b = other.matched.clone();
        a.sort();
        b.sort();
        a == b
            && self.vals.len() == other.vals.len()
            && self.vals.iter().all(|(r, n, v)| other.get(r, n).is_some_and(|w| w.same(v)))
    }

    /// The environment rules start in: the virtual rules the user defined have matched.
    pub fn initial(defined: &[String]) -> GlobalEnv {
        GlobalEnv { vals: Vec::new(), matched: defined.to_vec() }
    }

    /// Whether a `depends on` holds here; `ever` is the set of rules that matched anywhere,
    /// `file` the path of the file (for `file in`), when known.
    pub fn holds(&self, dep: &Dep, ever: &[String], file: Option<&str>) -> bool {
        match dep {
            Dep::Rule(name, _) => self.matched.contains(name),
            Dep::Ever(name, _) => ever.contains(name),
            Dep::Never(name, _) => !ever.contains(name),
            Dep::FileIn(place) => file.is_some_and(|f| file_in(f, place)),
            Dep::Not(d) => !self.holds(d, ever, file),
            Dep::And(a, b) => self.holds(a, ever, file) && self.holds(b, ever, file),
            Dep::Or(a, b) => self.holds(a, ever, file) || self.holds(b, ever, file),
        }
    }
}

/// `file in "place"`: the file is `place`, or lies in a folder named `place` (a complete
/// folder name, anywhere in the path).
pub(crate) fn file_in(file: &str, place: &str) -> bool {
    let file = file.trim_start_matches("./");
    let place = place.trim_start_matches("./").trim_end_matches('/');
    file == place || file.ends_with(&format!("/{place}")) || format!("/{file}").contains(&format!("/{place}/"))
}

/// Adds `env` unless an identical one is there.
pub fn push_unique(envs: &mut Vec<GlobalEnv>, env: GlobalEnv) {
    if !envs.iter().any(|e| e.same(&env)) {
        envs.push(env);
    }
}

/// For every rule, the names of its metavariables that later rules refer to (`r.x`).
pub fn exported(patch: &Patch) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![Vec::new(); patch.rules.len()];
    let mut export = |rule: &str, name: &str| {
        if let Some(i) = patch.rules.iter().position(|r| r.name == rule)
            && !out[i].iter().any(|n| n == name)
        {
            out[i].push(name.to_owned());
        }
    };
    for rule in &patch.rules {
        for input in rule.script.iter().flat_map(|s| &s.inputs) {
            export(&input.from.rule, &input.from.name);
        }
        for m in &rule.metavars {
            if let Some(inh) = &m.inherited {
                export(&inh.rule, &inh.name);
            }
            for c in &m.constraints {
                if let Constraint::OneOf(atoms) | Constraint::NoneOf(atoms) = c {
                    for a in atoms {
                        if let Atom::Meta { rule: Some(r), name } = a {
                            export(r, name);
                        }
                    }
                }
            }
        }
    }
    out
}

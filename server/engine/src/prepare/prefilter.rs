//! What text a file must contain for a pattern to have a chance: identifiers the pattern names
//! literally. Checking them with a substring search is far cheaper than parsing, so files (and
//! macro arguments) that cannot match are skipped.

use crate::matching::user_isos::Alternatives;
use memchr::memmem;
use ra_ap_syntax::SyntaxKind;
use smpl::pattern::Pat;
use smpl::{Atom, Constraint, MetaKind, Rule};

/// A condition on the text, built of required words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Req {
    True,
    Word(String),
    All(Vec<Req>),
    Any(Vec<Req>),
}

impl Req {
    /// The words a rule's pattern needs (or those of an alternative isomorphism files give
    /// a part of it, `alts`).
    pub fn of_rule(rule: &Rule, alts: &Alternatives) -> Req {
        match &rule.body {
            Some(b) => Req::of_pat_with(&b.pattern, rule, alts, &|_| None).simplify(),
            None => Req::True,
        }
    }

    /// The words a pattern needs where some metavariables are already bound: a bound
    /// metavariable needs the identifiers of its value.
    pub fn of_bound_pat(
        p: &Pat,
        rule: &Rule,
        alts: &Alternatives,
        bound: &dyn Fn(usize) -> Option<Vec<String>>,
    ) -> Req {
        Req::of_pat_with(p, rule, alts, bound).simplify()
    }

    fn of_pat_with(p: &Pat, rule: &Rule, alts: &Alternatives, bound: &dyn Fn(usize) -> Option<Vec<String>>) -> Req {
        // A node that isomorphism files let match otherwise needs its words or theirs.
        if let Pat::Node(n) = p
            && let others @ [_, ..] = alts.get(n)
        {
            let written = Req::of_shape(p, rule, alts, bound);
            let of = |q: &Pat| Req::of_pat_with(q, rule, alts, bound);
            return Req::Any(std::iter::once(written).chain(others.iter().map(of)).collect());
        }
        Req::of_shape(p, rule, alts, bound)
    }

    /// The words `p` needs as written.
    fn of_shape(p: &Pat, rule: &Rule, alts: &Alternatives, bound: &dyn Fn(usize) -> Option<Vec<String>>) -> Req {
        let of = |q: &Pat| Req::of_pat_with(q, rule, alts, bound);
        match p {
            Pat::Token(t) if t.kind == SyntaxKind::IDENT => Req::Word(t.text.clone()),
            // Keywords are words the code must hold too (`let`, `match`, `unsafe`); not `return`,
            // which falling off the end of a fn matches.
            Pat::Token(t) if t.kind.is_keyword(crate::EDITION_FOR_PATCHES) && t.kind != SyntaxKind::RETURN_KW => {
                Req::Word(t.text.clone())
            }
            Pat::Token(_) | Pat::Dots(_) | Pat::Optional(_) => Req::True,
            // A path compared by meaning may be written otherwise in the code (`mem::replace`,
            // an alias, a method call): only its last name is sure to be in the file.
            Pat::Node(n)
                if n.kind == SyntaxKind::PATH && crate::prepare::pattern_facts::resolvable_path(n).is_some() =>
            {
                match n.children.last() {
                    Some(last) => of(last),
                    None => Req::True,
                }
            }
            // `e.is_some()` also matches `!e.is_none()` (isomorphism `negated_is`): either name.
            Pat::Node(n) if n.kind == SyntaxKind::NAME_REF => match &n.children[..] {
                [Pat::Token(t)] => match smpl::isos::opposite(&t.text) {
                    Some(o) => Req::Any(vec![Req::Word(t.text.clone()), Req::Word(o.to_owned())]),
                    None => Req::Word(t.text.clone()),
                },
                _ => Req::All(n.children.iter().map(of).collect()),
            },
            Pat::Node(n) => Req::All(n.children.iter().map(of).collect()),
            Pat::Meta(m) if bound(m.id).is_some() => {
                Req::All(bound(m.id).unwrap_or_default().into_iter().map(Req::Word).collect())
            }
            Pat::Meta(m) => {
                let var = &rule.metavars[m.id];
                // `identifier f = {open, close};` needs one of the names.
                let words = var.constraints.iter().find_map(|c| match c {
                    Constraint::OneOf(atoms) if var.kind == MetaKind::Identifier => atoms
                        .iter()
                        .map(|a| match a {
                            Atom::Word(w) if !rule.metavars.iter().any(|m| &m.name == w) => Some(Req::Word(w.clone())),
                            _ => None,
                        })
                        .collect::<Option<Vec<_>>>(),
                    _ => None,
                });
                words.map_or(Req::True, Req::Any)
            }
            Pat::Disj(d) => Req::Any(d.branches.iter().map(of).collect()),
            Pat::Conj(d) => Req::All(d.branches.iter().map(of).collect()),
            Pat::Nest(n) if n.at_least_one => of(&n.body),
            Pat::Nest(_) => Req::True,
            Pat::MacroArgs(m) => Req::All(m.args.iter().map(of).collect()),
            Pat::Seq(items) => Req::All(items.iter().map(of).collect()),
        }
    }

    /// Flattens nesting, drops `True` from conjunctions, and turns a disjunction with a `True`
    /// branch into `True`. Longer (rarer) words are checked first.
    pub fn simplify(self) -> Req {
        match self {
            Req::All(items) => {
                let mut words = Vec::new();
                let mut rest = Vec::new();
                for r in items.into_iter().map(Req::simplify) {
                    match r {
                        Req::True => {}
                        Req::Word(w) => words.push(w),
                        Req::All(inner) => {
                            for i in inner {
                                match i {
                                    Req::Word(w) => words.push(w),
                                    other => rest.push(other),
                                }
                            }
                        }
                        other => rest.push(other),
                    }
                }
                words.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
                words.dedup();
                let mut all: Vec<Req> = words.into_iter().map(Req::Word).collect();
                all.extend(rest);
                match all.len() {
                    0 => Req::True,
                    1 => all.pop().unwrap(),
                    _ => Req::All(all),
                }
            }
            Req::Any(items) => {
                let items: Vec<Req> = items.into_iter().map(Req::simplify).collect();
                if items.is_empty() || items.contains(&Req::True) {
                    Req::True
                } else if items.len() == 1 {
                    items.into_iter().next().unwrap()
                } else {
                    Req::Any(items)
                }
            }
            other => other,
        }
    }

    /// Whether `text` may hold a match.
    pub fn check(&self, text: &[u8]) -> bool {
        self.check_parts(&[text])
    }

    /// [`Req::check`] on the text the `parts` make end to end, none of whose words runs
    /// across two parts; without copying them into one.
    pub fn check_parts(&self, parts: &[&[u8]]) -> bool {
        match self {
            Req::True => true,
            Req::Word(w) => parts.iter().any(|p| memmem::find(p, w.as_bytes()).is_some()),
            Req::All(items) => items.iter().all(|r| r.check_parts(parts)),
            Req::Any(items) => items.iter().any(|r| r.check_parts(parts)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(patch: &str) -> Req {
        let parsed = smpl::parse_patch(patch);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        Req::of_rule(&parsed.patch.rules[0], &Alternatives::default())
    }

    #[test]
    fn words_of_a_method_call_pattern() {
        let r = req("@@\nexpression tcx, arg;\n@@\n- tcx.type_of(arg)\n+ tcx.bound_type_of(arg)\n");
        assert_eq!(r, Req::Word("type_of".into()));
        assert!(r.check(b"x.type_of(y)"));
        assert!(!r.check(b"x.kind_of(y)"));
    }

    #[test]
    fn disjunctions_need_one_branch() {
        let r = req("@@\nexpression e;\n@@\n(\n- e.iter().count()\n|\n- e.into_iter().count()\n)\n");
        assert!(r.check(b"v.into_iter().count()"));
        assert!(!r.check(b"v.iter().len()"));
    }

    #[test]
    fn lone_metavariable_needs_nothing() {
        assert_eq!(req("@@\nexpression e;\n@@\n- e\n+ (e)\n"), Req::True);
    }

    #[test]
    fn identifier_constraints_are_words() {
        let r = req("@@\nidentifier f = {open, close};\n@@\n- f(...)\n");
        assert!(r.check(b"close(x)"));
        assert!(!r.check(b"read(x)"));
    }
}

//! Metavariables a rule declares and never uses.
//!
//! A declaration nothing uses is most often a leftover or a misspelling of the name the body
//! uses (then the body's name is also reported, by `plus_names` or as a literal token that
//! matches only itself). It changes nothing in what the rule does, so it is a warning.
//!
//! A metavariable is used when its name is an identifier anywhere in the rule's body (`-`, `+`,
//! `*`, context lines, `when` clauses, `@p` attachments), or when another metavariable of the
//! rule names it: in a constraint (`!= x`), a type (`expression Vec<T> v`), a list length
//! (`expression list[n] es`) or a fresh identifier's parts (`"p_" ## x`). Inherited
//! metavariables (`identifier r.x;`, those `extends` brings) are never reported: inheriting
//! makes the rule run once per value the earlier rule bound, which is a use of its own.

use crate::diag::SmplError;
use crate::model::{Atom, Constraint, FreshPart, ListLen, MetaKind, MetaVar};
use ra_ap_parser::{Edition, LexedStr, SyntaxKind};
use std::collections::{HashMap, HashSet};

/// Warns about every metavariable of `metas` declared in this rule that neither the body
/// `src[start..end]` nor another metavariable uses.
pub(crate) fn check(src: &str, (start, end): (usize, usize), metas: &[MetaVar], warnings: &mut Vec<SmplError>) {
    let mut body = HashSet::new();
    idents(&src[start..end], &mut |name| {
        body.insert(name.to_owned());
    });
    // Each declaration's names, gathered once: asking every declaration about every other
    // one would be quadratic in the number of declarations.
    let mut named_by: HashMap<String, Vec<usize>> = HashMap::new();
    for (id, m) in metas.iter().enumerate() {
        names(m, &mut |name| {
            let ids = named_by.entry(name.to_owned()).or_default();
            if ids.last() != Some(&id) {
                ids.push(id);
            }
        });
    }
    for (id, m) in metas.iter().enumerate() {
        if m.inherited.is_some() || body.contains(&m.name) {
            continue;
        }
        let named_by_another = named_by.get(m.name.as_str()).is_some_and(|ids| ids.iter().any(|&other| other != id));
        if !named_by_another {
            warnings.push(SmplError::new(m.span, format!("metavariable {} is declared but never used", m.name)));
        }
    }
}

/// Calls `f` with every name the declaration of `v` mentions (see the module doc).
fn names(v: &MetaVar, f: &mut dyn FnMut(&str)) {
    for c in &v.constraints {
        match c {
            Constraint::OneOf(atoms) | Constraint::NoneOf(atoms) => {
                for a in atoms {
                    match a {
                        Atom::Word(w) => f(w),
                        Atom::Meta { name, .. } => f(name),
                    }
                }
            }
            Constraint::Script(s) => s.args.iter().for_each(|a| {
                f(a);
                f(smpl_short(a));
            }),
            Constraint::Matches(_) | Constraint::NotMatches(_) => {}
        }
    }
    if let Some(ty) = &v.ty {
        idents(&ty.text, f);
    }
    match &v.kind {
        MetaKind::ExpressionList(Some(ListLen::Named(n))) | MetaKind::ParameterList(Some(ListLen::Named(n))) => f(n),
        MetaKind::FreshIdentifier(parts) => {
            for p in parts {
                match p {
                    FreshPart::Meta(n) => f(n),
                    FreshPart::Script(s) => s.args.iter().for_each(|a| {
                        f(a);
                        f(smpl_short(a));
                    }),
                    FreshPart::Literal(_) => {}
                }
            }
        }
        _ => {}
    }
}

/// `x` for `r.x`: a script's argument names an inherited metavariable declared as `r.x`.
fn smpl_short(arg: &str) -> &str {
    crate::model::ScriptExpr::short_name(arg)
}

/// Calls `f` with every identifier of `text`, as Rust lexes it (comments and strings skipped).
fn idents(text: &str, f: &mut dyn FnMut(&str)) {
    let lexed = LexedStr::new(Edition::Edition2021, text);
    for t in 0..lexed.len() {
        if lexed.kind(t) == SyntaxKind::IDENT {
            f(lexed.text(t));
        }
    }
}

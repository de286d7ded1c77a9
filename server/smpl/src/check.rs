//! Checks of a rule that need its whole compiled body: every metavariable that `+` code (or a
//! fresh identifier's name) uses must be bound by the `-`/context code, or it would be printed
//! as its own name.

use crate::diag::SmplError;
use crate::model::{FreshPart, ListLen, MetaKind, MetaVar, PlusRun};
use crate::pattern::Pat;
use ra_ap_parser::{Edition, LexedStr, SyntaxKind};

/// The metavariables a match of `pattern` can bind: those the pattern names (in any branch),
/// positions it attaches, list lengths, inherited values and fresh identifiers.
pub(crate) fn bindable(metas: &[MetaVar], pattern: &Pat) -> Vec<bool> {
    let mut bound = vec![false; metas.len()];
    pattern.walk(&mut |p| match p {
        Pat::Meta(m) => {
            bound[m.id] = true;
            if let Some(pos) = m.position {
                bound[pos] = true;
            }
        }
        Pat::Node(n) => {
            if let Some(pos) = n.position {
                bound[pos] = true;
            }
        }
        _ => {}
    });
    let id_of = |name: &str| metas.iter().position(|m| m.name == name);
    for (id, m) in metas.iter().enumerate() {
        if m.inherited.is_some() {
            bound[id] = true;
        }
        if let MetaKind::ExpressionList(Some(ListLen::Named(n))) | MetaKind::ParameterList(Some(ListLen::Named(n))) =
            &m.kind
            && bound[id]
            && let Some(len) = id_of(n)
        {
            bound[len] = true;
        }
    }
    // A typed metavariable binds the `type` metavariables its type names (`Vec<T>`).
    for (id, m) in metas.iter().enumerate() {
        if let (Some(ty), true) = (&m.ty, bound[id]) {
            for alt in &ty.alternatives {
                type_names(alt, &mut |name| {
                    if let Some(i) = metas.iter().position(|v| v.name == name && v.kind == MetaKind::Type) {
                        bound[i] = true;
                    }
                });
            }
        }
    }
    // A fresh identifier is bound when the metavariables its name is built from are.
    for (id, m) in metas.iter().enumerate() {
        if let MetaKind::FreshIdentifier(parts) = &m.kind {
            bound[id] = parts.iter().all(|p| match p {
                FreshPart::Literal(_) => true,
                FreshPart::Meta(name) => id_of(name).is_some_and(|i| bound[i]),
                FreshPart::Script(s) => s.args.iter().all(|a| id_of(a).is_some_and(|i| bound[i])),
            });
        }
    }
    bound
}

/// Calls `f` with every one-segment path without arguments in a type pattern (a candidate
/// `type` metavariable).
fn type_names(p: &crate::model::TypePat, f: &mut dyn FnMut(&str)) {
    use crate::model::TypePat;
    match p {
        TypePat::Path { path, args } => {
            if args.is_empty() && !path.contains("::") {
                f(path);
            }
            args.iter().for_each(|a| type_names(a, f));
        }
        TypePat::Ref { inner, .. } | TypePat::Slice(inner) | TypePat::Array(inner) => type_names(inner, f),
        TypePat::Tuple(items) => items.iter().for_each(|a| type_names(a, f)),
        TypePat::Any | TypePat::Never => {}
    }
}

/// Reports every metavariable used in `+` code that no match of the rule can bind.
pub(crate) fn plus_uses_bound(metas: &[MetaVar], pattern: &Pat, plus: &[PlusRun], errors: &mut Vec<SmplError>) {
    let bound = bindable(metas, pattern);
    for run in plus {
        for (line, start) in run.lines.iter().zip(&run.line_offsets) {
            let lexed = LexedStr::new(Edition::Edition2021, line);
            for t in 0..lexed.len() {
                if lexed.kind(t) != SyntaxKind::IDENT {
                    continue;
                }
                let name = lexed.text(t);
                let Some(id) = metas.iter().position(|m| m.name == name) else { continue };
                let at = u32::from(*start) as usize + lexed.text_start(t);
                if let Some(why) = unusable_in_plus(&metas[id], bound[id]) {
                    errors.push(SmplError::new(
                        ra_ap_syntax::TextRange::at((at as u32).into(), (name.len() as u32).into()),
                        why,
                    ));
                }
            }
        }
    }
    for (id, m) in metas.iter().enumerate() {
        let MetaKind::FreshIdentifier(parts) = &m.kind else { continue };
        for p in parts {
            let FreshPart::Meta(name) = p else { continue };
            let why = match metas.iter().position(|v| &v.name == name) {
                None => {
                    format!("`{name}` in the name of fresh identifier `{}` is not a metavariable of this rule", m.name)
                }
                Some(i) if !bound[i] => format!(
                    "fresh identifier `{}` is built from `{name}`, which the rule's `-` and context code never bind",
                    m.name
                ),
                Some(_) => continue,
            };
            let _ = id;
            errors.push(SmplError::new(m.span, why));
        }
    }
}

fn unusable_in_plus(m: &MetaVar, bound: bool) -> Option<String> {
    let name = &m.name;
    match m.kind {
        MetaKind::Position => Some(format!("position metavariable `{name}` cannot be used in `+` code")),
        _ if bound => None,
        MetaKind::FreshIdentifier(_) => None,
        _ => Some(format!(
            "metavariable `{name}` is used in `+` code but never bound: it must appear in the rule's `-` or context code"
        )),
    }
}

//! A script constraint (`identifier f : script:python(x) { ... };`) runs during matching, once
//! its metavariable and every metavariable it names are bound in one match. One whose
//! metavariables no match binds together would never run, and every binding would stand as if
//! the script had said yes: the patch's author reads a filter that filters nothing. That is an
//! error here, at the declaration:
//! - a metavariable it names that no match of the rule binds (one only `+` code names, or a
//!   misspelt one the body never uses);
//! - two metavariables bound only in different branches of one disjunction (spatch asks for
//!   them in the same rule element: this is the case where no element could hold both).

use crate::check::bindable;
use crate::diag::SmplError;
use crate::model::{Constraint, MetaVar};
use crate::pattern::Pat;

/// The branches a pattern element sits in: `(disjunction id, branch index)` from the outside in.
type Branches = Vec<(usize, usize)>;

/// Reports every script constraint of `metas` whose metavariables no match of `pattern` binds
/// together.
pub(crate) fn check(metas: &[MetaVar], pattern: &Pat, errors: &mut Vec<SmplError>) {
    let constrained: Vec<usize> =
        (0..metas.len()).filter(|&i| script_constraints(&metas[i]).next().is_some()).collect();
    if constrained.is_empty() {
        return;
    }
    let bound = bindable(metas, pattern);
    let mut places: Vec<Vec<Branches>> = vec![Vec::new(); metas.len()];
    record(pattern, &mut Vec::new(), &mut places);
    for id in constrained {
        let m = &metas[id];
        for args in script_constraints(m) {
            // The metavariables that must be bound together: the declared one and those of this
            // rule it names (inherited ones are bound before the rule runs).
            let mut together = vec![id];
            for arg in args {
                match metas.iter().position(|v| v.name == *arg) {
                    Some(i) if !together.contains(&i) => together.push(i),
                    Some(_) => {}
                    None if arg.contains('.') => {}
                    None => {
                        errors.push(SmplError::new(
                            m.span,
                            format!(
                                "the script constraint on `{}` names `{arg}`, which is not a metavariable of this rule{}",
                                m.name,
                                crate::suggest::did_you_mean(arg, metas.iter().map(|v| v.name.as_str()))
                            ),
                        ));
                    }
                }
            }
            if let Some(&never) = together.iter().find(|&&i| !bound[i]) {
                errors.push(SmplError::new(
                    m.span,
                    format!(
                        "the script constraint on `{}` needs `{}`, which no match of this rule binds: the script would never run",
                        m.name, metas[never].name
                    ),
                ));
                continue;
            }
            let apart = together.iter().enumerate().find_map(|(k, &a)| {
                together[k + 1..].iter().find(|&&b| !ever_together(&places[a], &places[b])).map(|&b| (a, b))
            });
            if let Some((a, b)) = apart {
                errors.push(SmplError::new(
                    m.span,
                    format!(
                        "the script constraint on `{}` needs `{}` and `{}` bound in one match, but they are only in different branches of a disjunction: the script would never run",
                        m.name, metas[a].name, metas[b].name
                    ),
                ));
            }
        }
    }
}

fn script_constraints(m: &MetaVar) -> impl Iterator<Item = &Vec<String>> {
    m.constraints.iter().filter_map(|c| match c {
        Constraint::Script(s) => Some(&s.args),
        _ => None,
    })
}

/// Whether some place of `a` and some place of `b` can be in one match: no disjunction puts
/// them in different branches. A metavariable with no place in the pattern (inherited, a
/// list's length, a fresh identifier) is bound beside anything.
fn ever_together(a: &[Branches], b: &[Branches]) -> bool {
    if a.is_empty() || b.is_empty() {
        return true;
    }
    a.iter()
        .any(|pa| b.iter().any(|pb| pa.iter().all(|(d, branch)| pb.iter().all(|(e, other)| d != e || branch == other))))
}

/// Records, for each metavariable `pattern` binds (named, or attached as a position), the
/// branches of each place it is bound at.
fn record(pattern: &Pat, path: &mut Branches, places: &mut [Vec<Branches>]) {
    match pattern {
        Pat::Meta(m) => {
            places[m.id].push(path.clone());
            if let Some(p) = m.position {
                places[p].push(path.clone());
            }
        }
        Pat::Node(n) => {
            if let Some(p) = n.position {
                places[p].push(path.clone());
            }
            n.children.iter().for_each(|c| record(c, path, places));
        }
        Pat::Token(_) | Pat::Dots(_) => {}
        Pat::Disj(d) => {
            for (i, branch) in d.branches.iter().enumerate() {
                path.push((d.id, i));
                record(branch, path, places);
                path.pop();
            }
        }
        // Every branch of a conjunction matches the same code: no choice between them.
        Pat::Conj(d) => d.branches.iter().for_each(|c| record(c, path, places)),
        Pat::Nest(n) => record(&n.body, path, places),
        Pat::MacroArgs(m) => m.args.iter().for_each(|c| record(c, path, places)),
        Pat::Seq(items) => items.iter().for_each(|c| record(c, path, places)),
        Pat::Optional(p) => record(p, path, places),
    }
}

#[cfg(test)]
mod tests {
    fn errors(patch: &str) -> Vec<String> {
        crate::parse_patch(patch).errors.iter().map(|e| e.message.clone()).collect()
    }

    #[test]
    fn arguments_bound_in_one_match_are_accepted() {
        let patch = "@@\nexpression e;\nidentifier f : script:python(e) { f != e };\n@@\n- f(e)\n+ g(e)\n";
        assert_eq!(errors(patch), Vec::<String>::new());
    }

    #[test]
    fn an_argument_no_match_binds_is_an_error() {
        let patch = "@@\nexpression e, x;\nidentifier f : script:python(x) { True };\n@@\n- f(e)\n+ g(e, x)\n";
        let errs = errors(patch);
        assert!(errs.iter().any(|e| e.contains("needs `x`, which no match of this rule binds")), "{errs:?}");
        let misspelt = "@@\nexpression expr;\nidentifier f : script:python(exp) { True };\n@@\n- f(expr)\n+ g(expr)\n";
        let errs = errors(misspelt);
        assert!(
            errs.iter().any(|e| e.contains("names `exp`, which is not a metavariable") && e.contains("expr")),
            "{errs:?}"
        );
    }

    #[test]
    fn arguments_in_different_branches_are_an_error() {
        let patch = "@@\nexpression a, b;\nidentifier f : script:python(b) { True };\n@@\n(\n- f(a)\n+ g(a)\n|\n- h(b)\n+ g(b)\n)\n";
        let errs = errors(patch);
        assert!(errs.iter().any(|e| e.contains("`f` and `b` bound in one match")), "{errs:?}");
        // The same names together in one branch: accepted.
        let together = "@@\nexpression a, b;\nidentifier f : script:python(b) { True };\n@@\n(\n- f(b)\n+ g(b)\n|\n- h(a)\n+ g(a)\n)\n";
        assert_eq!(errors(together), Vec::<String>::new());
    }
}

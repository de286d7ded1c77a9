//! Isomorphisms from files (`using "x.iso"`, `--iso-file`; read by `smpl::iso_file`): where a
//! rule's pattern holds an expression, a type or a statement shaped as an isomorphism's `from`
//! side (its metavariables standing for parts of the pattern), that part also matches code
//! shaped as the `to` side, with those parts in their new places. `E.len() == 0 => E.is_empty()` makes the
//! pattern `- v.len() == 0` match `v.is_empty()` too, `v` bound as usual.
//!
//! Each alternative is a pattern made once per rule, tried where the pattern as written does
//! not match (as a disjunction's later branch), and only where the expression is kept or
//! removed whole, as the built-in isomorphisms: the rewrite then writes the `+` code around
//! it, whichever form the code had.

use crate::prepare::pattern_facts::kept_or_removed_whole;
use ra_ap_syntax::AstNode;
use smpl::Rule;
use smpl::UserIso;
use smpl::pattern::{NodePat, Origin, Pat};
use std::collections::HashMap;

/// A rule's alternatives, by the pattern node they stand beside.
#[derive(Default)]
pub struct Alternatives {
    /// Keyed by the node's address: the rule's pattern lives as long as the engine.
    by_node: HashMap<usize, Vec<Pat>>,
}

impl Alternatives {
    /// The alternatives the isomorphisms `isos` give the pattern of `rule`: those of the files
    /// its header names, and those given for every rule, less those it disables.
    pub fn of(rule: &Rule, isos: &[UserIso]) -> Alternatives {
        let mut out = Alternatives::default();
        let Some(body) = &rule.body else { return out };
        let applies = |iso: &&UserIso| {
            iso.file.as_ref().is_none_or(|f| rule.using.iter().any(|(u, _)| u == f))
                && !rule.disabled_isos.contains(&iso.name)
        };
        let isos: Vec<&UserIso> = isos.iter().filter(applies).collect();
        if isos.is_empty() {
            return out;
        }
        body.pattern.walk(&mut |p| {
            let Pat::Node(n) = p else { return };
            if !takes_isomorphisms(n.kind) || !kept_or_removed_whole(rule, n) {
                return;
            }
            let alternatives: Vec<Pat> = isos.iter().filter_map(|iso| alternative(iso, n)).collect();
            if !alternatives.is_empty() {
                out.by_node.insert(key(n), alternatives);
            }
        });
        out
    }

    /// The alternatives of pattern node `n` (none for most).
    pub fn get(&self, n: &NodePat) -> &[Pat] {
        if self.by_node.is_empty() {
            return &[];
        }
        self.by_node.get(&key(n)).map_or(&[], Vec::as_slice)
    }
}

/// The pattern nodes an isomorphism may stand beside: expressions, types, statements (the
/// files' sections of those kinds).
fn takes_isomorphisms(kind: ra_ap_syntax::SyntaxKind) -> bool {
    use ra_ap_syntax::ast;
    ast::Expr::can_cast(kind) || ast::Type::can_cast(kind) || ast::Stmt::can_cast(kind)
}

fn key(n: &NodePat) -> usize {
    std::ptr::from_ref(n) as usize
}

/// `iso`'s `to` side with the parts of `n` its `from` side met, where `from` has `n`'s shape.
fn alternative(iso: &UserIso, n: &NodePat) -> Option<Pat> {
    let mut binds: Vec<Option<&Pat>> = vec![None; iso.metavars.len()];
    let Pat::Node(from) = &iso.from else { return None };
    if !unify_node(from, n, &mut binds) {
        return None;
    }
    // Where the rule's expression starts: its first leaf.
    let origin = n.children.iter().find_map(crate::matching::graph::first_leaf_origin)?;
    match instantiate(&iso.to, &binds, origin, n.all_minus)? {
        Pat::Node(mut made) => {
            made.position = n.position;
            Some(Pat::Node(made))
        }
        // A side that is a lone metavariable (`E`) has no node of its own to carry `@p`.
        other => n.position.is_none().then_some(other),
    }
}

/// Whether the isomorphism's pattern `l` has the shape of the rule's pattern `p`, binding the
/// isomorphism's metavariables to the parts of `p` they meet (the same part each time).
fn unify<'p>(l: &Pat, p: &'p Pat, binds: &mut [Option<&'p Pat>]) -> bool {
    match (l, p) {
        (Pat::Meta(m), Pat::Meta(_) | Pat::Node(_)) => match binds[m.id] {
            Some(before) => same(before, p),
            None => {
                binds[m.id] = Some(p);
                true
            }
        },
        (Pat::Token(a), Pat::Token(b)) => a.kind == b.kind && a.text == b.text,
        (Pat::Node(a), Pat::Node(b)) => unify_node(a, b, binds),
        _ => false,
    }
}

fn unify_node<'p>(l: &NodePat, p: &'p NodePat, binds: &mut [Option<&'p Pat>]) -> bool {
    l.kind == p.kind
        && l.position.is_none()
        && l.children.len() == p.children.len()
        && l.children.iter().zip(&p.children).all(|(a, b)| unify(a, b, binds))
}

/// Whether two parts of the rule's pattern are written alike (a metavariable met twice).
fn same(a: &Pat, b: &Pat) -> bool {
    match (a, b) {
        (Pat::Meta(x), Pat::Meta(y)) => x.id == y.id,
        (Pat::Token(x), Pat::Token(y)) => x.kind == y.kind && x.text == y.text,
        (Pat::Node(x), Pat::Node(y)) => {
            x.kind == y.kind
                && x.children.len() == y.children.len()
                && x.children.iter().zip(&y.children).all(|(p, q)| same(p, q))
        }
        _ => false,
    }
}

/// `to` with each metavariable replaced by the part it met; its own tokens placed where the
/// rule's expression starts (with its mark), as the built-in isomorphisms place theirs.
fn instantiate(to: &Pat, binds: &[Option<&Pat>], origin: Origin, all_minus: bool) -> Option<Pat> {
    Some(match to {
        // A metavariable only the `to` side names stands for nothing the pattern says.
        Pat::Meta(m) => binds.get(m.id).copied().flatten()?.clone(),
        Pat::Token(t) => Pat::Token(smpl::pattern::TokenPat { origin, ..t.clone() }),
        Pat::Node(n) => {
            let children =
                n.children.iter().map(|c| instantiate(c, binds, origin, all_minus)).collect::<Option<Vec<Pat>>>()?;
            Pat::Node(Box::new(NodePat { kind: n.kind, children, all_minus, position: None }))
        }
        _ => return None,
    })
}

//! Names that match wherever a name can stand.
//!
//! Rust's tree spells a name differently by place: an expression's `PATH_EXPR`, a method's
//! `NAME_REF`, a fn's or a binding's `NAME`. A name parsed alone (an identifier rule's body, a
//! disjunction branch standing for a name) gets the shape of where it is used, or of every
//! place at once, so it matches the code it means.

use super::{Compiler, DisjInfo};
use crate::model::MetaKind;
use crate::pattern::{DisjPat, MetaId, MetaPat, Pat, TokenPat};
use frag::FragmentKind;
use ra_ap_syntax::{SyntaxKind, SyntaxNode};

impl Compiler<'_> {
    /// In an identifier rule, names match wherever they stand: as an expression, a fn's or a
    /// field's name, a `let` binding.
    pub(super) fn as_identifier(&mut self, pat: Pat) -> Pat {
        use SyntaxKind::*;
        match pat {
            Pat::Node(n) if n.children.len() == 1 && matches!(n.kind, PATH_EXPR | PATH | PATH_SEGMENT | NAME_REF) => {
                let child = n.children.into_iter().next().unwrap_or(Pat::Seq(Vec::new()));
                self.as_identifier(child)
            }
            Pat::Token(t) if t.kind == IDENT => {
                let id = self.disjs.len();
                self.disjs.push(DisjInfo {
                    branches: Vec::new(),
                    ends: Vec::new(),
                    kind: FragmentKind::Expr,
                    conj: false,
                });
                let branches =
                    [NAME, NAME_REF].into_iter().map(|k| Pat::node(k, vec![Pat::Token(t.clone())], None)).collect();
                Pat::Disj(Box::new(DisjPat { id, branches, ends: Vec::new() }))
            }
            Pat::Meta(m) if self.metas[m.id].kind == MetaKind::Identifier => {
                Pat::Meta(MetaPat { node_kind: NAME_REF, ..m })
            }
            Pat::Disj(mut d) => {
                d.branches = d.branches.into_iter().map(|b| self.as_identifier(b)).collect();
                Pat::Disj(d)
            }
            Pat::Conj(mut d) => {
                d.branches = d.branches.into_iter().map(|b| self.as_identifier(b)).collect();
                Pat::Conj(d)
            }
            Pat::Seq(items) => Pat::Seq(items.into_iter().map(|b| self.as_identifier(b)).collect()),
            other => other,
        }
    }
}

/// Branches of a disjunction standing where a name is (`e.\(iter\|into_iter\)()`, a fn's or a
/// parameter's name) were parsed alone, as expressions: re-root single-name branches in the
/// shape of the place (`IDENT_PAT` > `NAME` > name for a parameter).
pub(super) fn reroot_branches(p: Pat, place: &SyntaxNode) -> Pat {
    match p {
        Pat::Disj(mut d) => {
            d.branches = d.branches.into_iter().map(|b| reroot(b, place)).collect();
            Pat::Disj(d)
        }
        Pat::Conj(mut d) => {
            d.branches = d.branches.into_iter().map(|b| reroot(b, place)).collect();
            Pat::Conj(d)
        }
        other => other,
    }
}

/// One branch in the shape of `place`: a lone name (under single-child nodes) is wrapped as
/// `place` wraps its name; a branch of the place's kind, or of more than a name, is kept.
fn reroot(p: Pat, place: &SyntaxNode) -> Pat {
    let kind = place.kind();
    let mut cur = &p;
    loop {
        match cur {
            Pat::Node(n) if n.kind == kind => return cur.clone(),
            Pat::Node(n) if n.children.len() == 1 => match &n.children[0] {
                Pat::Token(t) => return shaped_like(place, t, n.position),
                Pat::Meta(m) => return Pat::Meta(MetaPat { node_kind: kind, ..m.clone() }),
                child => cur = child,
            },
            Pat::Meta(m) => return Pat::Meta(MetaPat { node_kind: kind, ..m.clone() }),
            _ => return p,
        }
    }
}

/// The chain of single-child nodes `place` is, down to its token, with `t` as the token.
fn shaped_like(place: &SyntaxNode, t: &TokenPat, position: Option<MetaId>) -> Pat {
    match place.children().next() {
        Some(child) if place.children().count() == 1 => {
            Pat::node(place.kind(), vec![shaped_like(&child, t, None)], position)
        }
        _ => Pat::node(place.kind(), vec![Pat::Token(t.clone())], position),
    }
}

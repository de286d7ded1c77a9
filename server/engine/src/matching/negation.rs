//! Isomorphisms of negation (see `smpl::isos`): a pattern and code of different shapes that
//! mean the same. `!(a == b)` and `a != b` (`!=` is `!` of `==` by `PartialEq`'s contract);
//! `e.is_some()` and `!e.is_none()`, `e.is_ok()` and `!e.is_err()` (each the other's negation
//! by definition). Comparisons other than `==` are left alone: `!(a < b)` is not `a >= b` for
//! a NaN.
//!
//! As for swapped operands, only a pattern removed whole or kept whole is matched so: each of
//! its leaves stands for the whole code, and its metavariables for the code's operands.

use super::matcher::Ctx;
use super::state::{Hit, K, State};
use crate::code::CodeEl;
use ra_ap_syntax::ast::{HasArgList, HasGenericArgs};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, ast};
use smpl::pattern::{NodePat, Pat};

/// The parts of a pattern or code that the negation relates.
enum Shape<P> {
    /// `a == b` (`ne: false`) or `a != b` (`ne: true`).
    Eq { lhs: P, rhs: P, ne: bool },
    /// `e.name()`.
    Is { receiver: P, name: String },
}

impl Ctx<'_> {
    /// `Some(matched)` where pattern `n` and code `c` are negations of each other's shape;
    /// `None` where no isomorphism of negation relates them.
    pub(crate) fn m_negated(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> Option<bool> {
        if !self.isos {
            return None;
        }
        let node = c.as_node()?;
        let (p_not, p_shape) = pat_shape(n)?;
        let (c_not, c_shape) = code_shape(node)?;
        let (p_ops, c_ops, iso) = match (p_shape, c_shape) {
            // `!(a == b)` / `a != b` (either side negated once more than the other).
            (Shape::Eq { lhs, rhs, ne }, Shape::Eq { lhs: cl, rhs: cr, ne: c_ne })
                if (p_not ^ ne) == (c_not ^ c_ne) && p_not != c_not =>
            {
                ([lhs, rhs].to_vec(), vec![cl, cr], "negated_eq")
            }
            (Shape::Is { receiver, name }, Shape::Is { receiver: cr, name: c_name })
                if p_not != c_not && smpl::isos::opposite(&name) == Some(c_name.as_str()) =>
            {
                (vec![receiver], vec![cr], "negated_is")
            }
            _ => return None,
        };
        if self.rule.disabled_isos.iter().any(|d| d == iso) || !self.kept_or_removed_whole(n) {
            return None;
        }
        let saved = st.save();
        // Each leaf of the pattern stands for the whole code: removed with it, or kept.
        let mut leaves = Vec::new();
        for child in &n.children {
            child.walk(&mut |p| {
                if let Pat::Token(t) = p {
                    leaves.push(t.origin);
                }
            });
        }
        for origin in leaves {
            st.hits.push(Hit { origin, range: c.range(), el: Some(c.clone()), gap: false, implicit: None });
        }
        let codes: Vec<CodeEl> = c_ops.into_iter().map(|e| CodeEl::node(e, c.shift)).collect();
        let ok = self.m_pairs(&p_ops, &codes, st, k);
        if !ok {
            st.restore(saved);
        }
        Some(ok)
    }

    fn m_pairs(&self, ps: &[&Pat], cs: &[CodeEl], st: &mut State, k: K) -> bool {
        match (ps.split_first(), cs.split_first()) {
            (None, None) => k(st),
            (Some((p, ps)), Some((c, cs))) => self.m(p, c, st, &mut |st: &mut State| self.m_pairs(ps, cs, st, k)),
            _ => false,
        }
    }
}

/// The kinds of code a pattern of a negation's shape may also match: the negated form's
/// inner kind, or `!` for the plain form.
pub(crate) fn other_kinds(n: &NodePat) -> Vec<SyntaxKind> {
    match pat_shape(n) {
        Some((true, Shape::Eq { .. })) => vec![SyntaxKind::BIN_EXPR],
        Some((true, Shape::Is { .. })) => vec![SyntaxKind::METHOD_CALL_EXPR],
        Some((false, _)) => vec![SyntaxKind::PREFIX_EXPR],
        None => Vec::new(),
    }
}

/// Whether an isomorphism of negation may match pattern `n` with code of another shape (and
/// perhaps a shallower one: `!(a == b)` with `a != b`).
pub(crate) fn may_match_other_shape(n: &NodePat) -> bool {
    pat_shape(n).is_some()
}

/// A pattern's shape: whether it is negated (`!x`), and the `==`/`!=` or method call inside.
fn pat_shape(n: &NodePat) -> Option<(bool, Shape<&Pat>)> {
    let (not, inner) = match (n.kind, &n.children[..]) {
        (SyntaxKind::PREFIX_EXPR, [Pat::Token(bang), Pat::Node(inner)]) if bang.text == "!" => {
            (true, unparen_pat(inner))
        }
        _ => (false, n),
    };
    let shape = match (inner.kind, &inner.children[..]) {
        (SyntaxKind::BIN_EXPR, [lhs, Pat::Token(op), rhs]) if op.text == "==" || op.text == "!=" => {
            Shape::Eq { lhs, rhs, ne: op.text == "!=" }
        }
        (SyntaxKind::METHOD_CALL_EXPR, [receiver, Pat::Token(_dot), Pat::Node(name), Pat::Node(args)])
            if args.kind == SyntaxKind::ARG_LIST && args.children.len() == 2 =>
        {
            let [Pat::Token(name)] = &name.children[..] else { return None };
            smpl::isos::opposite(&name.text)?;
            Shape::Is { receiver, name: name.text.clone() }
        }
        _ => return None,
    };
    Some((not, shape))
}

fn unparen_pat(n: &NodePat) -> &NodePat {
    match (n.kind, &n.children[..]) {
        (SyntaxKind::PAREN_EXPR, [_, Pat::Node(inner), _]) => unparen_pat(inner),
        _ => n,
    }
}

/// The code's shape, as [`pat_shape`].
fn code_shape(node: &SyntaxNode) -> Option<(bool, Shape<SyntaxNode>)> {
    let (not, inner) = match ast::PrefixExpr::cast(node.clone()) {
        Some(p) if p.op_kind() == Some(ast::UnaryOp::Not) => (true, unparen(p.expr()?.syntax().clone())),
        _ => (false, node.clone()),
    };
    let shape = if let Some(b) = ast::BinExpr::cast(inner.clone()) {
        let op = b.op_token()?;
        if op.text() != "==" && op.text() != "!=" {
            return None;
        }
        Shape::Eq { lhs: b.lhs()?.syntax().clone(), rhs: b.rhs()?.syntax().clone(), ne: op.text() == "!=" }
    } else {
        let m = ast::MethodCallExpr::cast(inner)?;
        let empty = m.arg_list().is_some_and(|a| a.args().next().is_none()) && m.generic_arg_list().is_none();
        let name = m.name_ref()?.text().to_string();
        if !empty || smpl::isos::opposite(&name).is_none() {
            return None;
        }
        Shape::Is { receiver: m.receiver()?.syntax().clone(), name }
    };
    Some((not, shape))
}

fn unparen(e: SyntaxNode) -> SyntaxNode {
    match ast::ParenExpr::cast(e.clone()).and_then(|p| p.expr()) {
        Some(inner) => unparen(inner.syntax().clone()),
        None => e,
    }
}

//! Isomorphisms in matching: a binary expression of the pattern also matches the code's with
//! its operands swapped, for the operators that commute (see `smpl::isos`). A swap is tried
//! only where it cannot change what the code means or what a rewrite writes:
//! - the code's operands have no side effects (no calls, no assignments, no macros), so the
//!   order they run in does not matter;
//! - for `+`, `*` and the bit operators, one operand is a number written out: those commute on
//!   numbers, not on every type (`s + "x"` is not `"x" + s`);
//! - the pattern's expression is removed whole or kept whole (no `-` or `+` inside it): the
//!   rewrite then writes each metavariable's code where the `+` code puts it, whatever side of
//!   the operator it came from.
//!
//! And a statement `return e;` also matches a value the fn returns without `return` (the tail
//! of its body, or of an `if`, `match` or block that is its tail): `tail_return`.

use super::matcher::Ctx;
use crate::code::CodeEl;
use crate::matching::state::{Hit, Implicit, K, State};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};
use smpl::pattern::{Mark, NodePat, Pat};

impl Ctx<'_> {
    /// The code's operands swapped (`[rhs, op, lhs]`) where the pattern's binary expression
    /// `n` may match them so; `None` where the isomorphism does not apply.
    pub(crate) fn commuted(&self, n: &NodePat, code: &[CodeEl]) -> Option<Vec<CodeEl>> {
        if !self.isos || n.kind != SyntaxKind::BIN_EXPR {
            return None;
        }
        let ([_, Pat::Token(op), _], [lhs, code_op, rhs]) = (&n.children[..], code) else { return None };
        let iso = smpl::isos::commuting(&op.text)?;
        let same_op = code_op.as_token().is_some_and(|t| t.text() == op.text);
        if !same_op || self.rule.disabled_isos.iter().any(|d| d == iso) {
            return None;
        }
        let pure = |e: &CodeEl| e.as_node().is_some_and(side_effect_free);
        // `+` does not commute on every type (`s + "x"` is not `"x" + s`), nor need `*`, `&`,
        // `|`, `^`: without the types, a number on one side says the operator is a number's.
        let numbers = |e: &CodeEl| e.as_node().is_some_and(numeric_literal);
        let commutes = (iso != "commutative_arith" && iso != "commutative_bits") || numbers(lhs) || numbers(rhs);
        // The walk over the pattern last: this runs at every try of a commuting operator.
        (commutes && pure(lhs) && pure(rhs) && self.kept_or_removed_whole(n))
            .then(|| vec![rhs.clone(), code_op.clone(), lhs.clone()])
    }

    /// `return e;` (the statement pattern `n`) against code `c` that is a value its fn returns
    /// without `return`: `e` matches that value, and the `return` leaf stands at its start.
    /// Only where the statement is kept or removed whole: a `-` on `return` alone would have
    /// nothing to remove. `None` where the isomorphism does not apply.
    pub(crate) fn m_tail_return(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> Option<bool> {
        let (kw, value) = returned_value(n)?;
        let node = c.as_node()?;
        let applies = self.isos
            && !self.rule.disabled_isos.iter().any(|d| d == "tail_return")
            && ast::Expr::can_cast(node.kind())
            && is_returned(node)
            && (kw.origin.mark != Mark::Minus || n.all_minus)
            && n.position.is_none();
        if !applies {
            return None;
        }
        let saved = st.save();
        st.hits.push(Hit {
            origin: kw.origin,
            range: TextRange::empty(c.range().start()),
            el: None,
            gap: false,
            implicit: Some(Implicit::TailReturn),
        });
        Some(
            self.m(value, c, st, k) || {
                st.restore(saved);
                false
            },
        )
    }

    /// See [`crate::prepare::pattern_facts::kept_or_removed_whole`].
    pub(crate) fn kept_or_removed_whole(&self, n: &NodePat) -> bool {
        crate::prepare::pattern_facts::kept_or_removed_whole(self.rule, n)
    }
}

/// Whether evaluating `e` can have no side effect: names, literals, fields of such, and
/// operators (not assignments) and references over such. A call, a method call, an index (which
/// may panic first), a macro or a block may.
fn side_effect_free(e: &SyntaxNode) -> bool {
    use SyntaxKind::*;
    let all = |e: &SyntaxNode| e.children().all(|c| side_effect_free(&c));
    match e.kind() {
        PATH_EXPR | LITERAL => true,
        FIELD_EXPR | PAREN_EXPR | REF_EXPR | PREFIX_EXPR | CAST_EXPR | TUPLE_EXPR | ARRAY_EXPR => {
            e.children().filter(|c| ra_ap_syntax::ast::Expr::can_cast(c.kind())).all(|c| side_effect_free(&c))
        }
        BIN_EXPR => {
            let assigns = e.children_with_tokens().any(|t| {
                t.as_token().is_some_and(|t| t.kind() == EQ || (t.text().ends_with('=') && !is_comparison(t.text())))
            });
            !assigns && all(e)
        }
        _ => false,
    }
}

/// A number written out (`2`, `1.5`, `-3`), maybe in parentheses.
fn numeric_literal(e: &SyntaxNode) -> bool {
    match e.kind() {
        SyntaxKind::LITERAL => {
            e.first_token().is_some_and(|t| matches!(t.kind(), SyntaxKind::INT_NUMBER | SyntaxKind::FLOAT_NUMBER))
        }
        SyntaxKind::PAREN_EXPR | SyntaxKind::PREFIX_EXPR => e.children().next().is_some_and(|c| numeric_literal(&c)),
        _ => false,
    }
}

fn is_comparison(op: &str) -> bool {
    matches!(op, "==" | "!=" | "<=" | ">=")
}

/// The `return` keyword and the value of a statement pattern `return e;`.
pub(crate) fn returned_value(n: &NodePat) -> Option<(&smpl::pattern::TokenPat, &Pat)> {
    let [Pat::Node(ret), Pat::Token(semi)] = &n.children[..] else { return None };
    let [Pat::Token(kw), value] = &ret.children[..] else { return None };
    let shape = n.kind == SyntaxKind::EXPR_STMT
        && ret.kind == SyntaxKind::RETURN_EXPR
        && kw.kind == SyntaxKind::RETURN_KW
        && semi.kind == SyntaxKind::SEMICOLON;
    shape.then_some((kw, value))
}

/// Whether the value of expression `e` is what its fn (or closure) returns: the tail of the
/// body, or of an `if` branch, a `match` arm or a plain block whose value is. Labelled,
/// `async`, `const` and `try` blocks make a value of their own.
fn is_returned(e: &SyntaxNode) -> bool {
    let mut at = e.clone();
    while let Some(parent) = at.parent() {
        match parent.kind() {
            SyntaxKind::STMT_LIST => {
                let tail = ast::StmtList::cast(parent.clone()).and_then(|l| l.tail_expr());
                let Some(block) = parent.parent().and_then(ast::BlockExpr::cast) else { return false };
                let plain = block.label().is_none()
                    && block.async_token().is_none()
                    && block.const_token().is_none()
                    && block.try_block_modifier().is_none();
                if tail.is_none_or(|t| t.syntax() != &at) || !plain {
                    return false;
                }
                match block.syntax().parent() {
                    Some(body) if matches!(body.kind(), SyntaxKind::FN | SyntaxKind::CLOSURE_EXPR) => return true,
                    _ => at = block.syntax().clone(),
                }
            }
            SyntaxKind::IF_EXPR => {
                let condition = ast::IfExpr::cast(parent.clone()).and_then(|i| i.condition());
                if condition.is_some_and(|c| c.syntax() == &at) {
                    return false;
                }
                at = parent;
            }
            SyntaxKind::MATCH_ARM => {
                let value = ast::MatchArm::cast(parent.clone()).and_then(|a| a.expr());
                let Some(the_match) = parent.parent().and_then(|list| list.parent()) else { return false };
                if value.is_none_or(|v| v.syntax() != &at) {
                    return false;
                }
                at = the_match;
            }
            SyntaxKind::PAREN_EXPR => at = parent,
            _ => return false,
        }
    }
    false
}

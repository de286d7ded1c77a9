//! When code put in place of other code needs parentheses.

use ra_ap_syntax::{AstNode, SyntaxNode, ast};

/// Whether `expr` needs parentheses when it replaces `place`, a child of `parent`. On top of
/// rust-analyzer's precedence rules, a block-like expression (`if`, `match`, a block...) that
/// would start a postfix or binary expression is parenthesized: at the start of a statement
/// `if c { a } else { b }()` is an `if` statement followed by `()`.
pub fn needs_parens(expr: &ast::Expr, parent: &SyntaxNode, place: &SyntaxNode) -> bool {
    if expr.needs_parens_in_place_of(parent, place) {
        return true;
    }
    let block_like = matches!(
        expr,
        ast::Expr::IfExpr(_)
            | ast::Expr::MatchExpr(_)
            | ast::Expr::BlockExpr(_)
            | ast::Expr::LoopExpr(_)
            | ast::Expr::WhileExpr(_)
            | ast::Expr::ForExpr(_)
    );
    let leftmost = place.text_range().start() == parent.text_range().start();
    block_like && leftmost && ast::Expr::can_cast(parent.kind())
}

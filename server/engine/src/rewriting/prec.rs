//! When code put in place of other code needs parentheses.

use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, ast};

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

/// Whether a pattern of the code (bound to a metavariable) needs parentheses where `+` code
/// writes it, under `parent` (the name's parent there). Rust's patterns have two levels below
/// the top: a `let`, a parameter and the sub-pattern of `x @` take no top-level `|`, and `&`
/// and `box` take neither `|` nor a range. Without them `&1 | 2` means `(&1) | 2`.
pub fn pat_needs_parens(pat: &SyntaxNode, parent: &SyntaxNode) -> bool {
    use SyntaxKind::*;
    match pat.kind() {
        OR_PAT => or_needs_parens(parent),
        RANGE_PAT => tight(parent),
        _ => false,
    }
}

/// Whether `+` code (read as an expression, as `+` code is) needs parentheses in place of a
/// pattern of the code under `parent`: an or (`1 | 2`) or a range (`1..=9`) by the rules of
/// patterns (see [`pat_needs_parens`]); other expressions are patterns of one level.
pub fn needs_parens_as_pat(expr: &ast::Expr, parent: &SyntaxNode) -> bool {
    match expr {
        ast::Expr::BinExpr(b) if b.op_token().is_some_and(|t| t.kind() == SyntaxKind::PIPE) => or_needs_parens(parent),
        ast::Expr::RangeExpr(_) => tight(parent),
        _ => false,
    }
}

/// `&` and `box` take neither `|` nor a range.
fn tight(parent: &SyntaxNode) -> bool {
    matches!(parent.kind(), SyntaxKind::REF_PAT | SyntaxKind::REF_EXPR | SyntaxKind::BOX_PAT)
}

/// A `let`, a parameter and the sub-pattern of `x @` take no top-level `|` either.
fn or_needs_parens(parent: &SyntaxNode) -> bool {
    tight(parent) || matches!(parent.kind(), SyntaxKind::LET_STMT | SyntaxKind::PARAM | SyntaxKind::IDENT_PAT)
}

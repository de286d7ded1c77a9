//! Which node a position metavariable (`@p`) binds.
//!
//! `@p` is written after code, so several nested nodes end where it stands (`a + b@p` ends the
//! name `b`, the path, and the sum): the node bound is the largest one that is not an operator
//! applied to it. Kept apart from the lowering because the rule is about SmPL's meaning, not
//! about the shape of Rust's tree.

use super::Compiler;
use super::template::{Template, tpl_offset};
use crate::pattern::MetaId;
use ra_ap_syntax::{SyntaxKind, SyntaxNode};

impl Compiler<'_> {
    /// The position metavariable attached (`@p`) right after this node, if this node is the one
    /// it binds: the largest node ending there that is not an operator applied to it.
    pub(super) fn position_at(&self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Option<MetaId> {
        if tpl.positions.is_empty() {
            return None;
        }
        // Where the node's code ends (a fragment's root also holds the trailing whitespace).
        let content_end = |n: &SyntaxNode| {
            n.descendants_with_tokens()
                .filter_map(|e| e.into_token())
                .filter(|t| !t.kind().is_trivia())
                .last()
                .map_or(n.text_range().end(), |t| t.text_range().end())
        };
        let end = tpl_offset(content_end(node), shift);
        let &(_, id) = tpl.positions.iter().find(|(o, _)| *o == end)?;
        if STOP_POSITION.contains(&node.kind()) {
            return None;
        }
        let parent_takes_it =
            node.parent().is_some_and(|p| content_end(&p) == content_end(node) && !STOP_POSITION.contains(&p.kind()));
        (!parent_takes_it).then_some(id)
    }
}

/// Nodes a position never binds: `a + b@p` binds `b`, not the sum.
const STOP_POSITION: &[SyntaxKind] = &[
    SyntaxKind::BIN_EXPR,
    SyntaxKind::PREFIX_EXPR,
    SyntaxKind::REF_EXPR,
    SyntaxKind::RANGE_EXPR,
    SyntaxKind::CAST_EXPR,
    SyntaxKind::RETURN_EXPR,
    SyntaxKind::BREAK_EXPR,
    SyntaxKind::CLOSURE_EXPR,
    SyntaxKind::LET_EXPR,
    SyntaxKind::LET_STMT,
    SyntaxKind::EXPR_STMT,
    SyntaxKind::STMT_LIST,
    SyntaxKind::MACRO_STMTS,
    SyntaxKind::ERROR,
];

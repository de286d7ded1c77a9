//! Added code must not move a binding out of the scope of its uses: a `+ let x = ..;` placed in
//! a block whose end comes before a later use of `x` would not compile (E0425), so the match
//! that would do it changes nothing and says why.

use crate::rewriting::edit::{Edit, Part, Source};
use frag::{FragmentKind, parse_fragment};
use ra_ap_syntax::ast::HasName;
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};

/// Why one of a match's `edits` would add a `let` whose binding is used after the end of the
/// block it lands in, if one would.
pub fn let_out_of_scope(edits: &[Edit], src: &Source) -> Option<String> {
    for e in edits {
        if e.parts.is_empty() {
            continue;
        }
        let added = rendered(e, src.text);
        if !added.contains("let") {
            continue;
        }
        let names = let_names(&added);
        if names.is_empty() {
            continue;
        }
        let Some(block) = enclosing(src.root, e.range, SyntaxKind::STMT_LIST) else { continue };
        let body = block
            .ancestors()
            .find(|a| matches!(a.kind(), SyntaxKind::FN | SyntaxKind::CLOSURE_EXPR))
            .unwrap_or(block.clone());
        let inside = block.text_range();
        for name in &names {
            let later_outside = body
                .descendants_with_tokens()
                .filter_map(|t| t.into_token())
                .filter(|t| t.text_range().start() >= e.range.end() && !inside.contains_range(t.text_range()))
                .find(|t| is_use(t, name));
            if let Some(use_) = later_outside {
                let at = crate::LineCol::of(src.text, use_.text_range().start().into());
                return Some(format!(
                    "the added `let {name}` would be in a block that ends before `{name}` is used at {}:{}: nothing \
                     is changed here",
                    at.line, at.col
                ));
            }
        }
    }
    None
}

/// Whether `token` uses the name: a name in code, a name among a macro call's tokens
/// (`assert_eq!(key, 1)`, which the tree does not parse), or a format string's inline argument
/// in a macro call (`"{key}"`), as `when != x` counts uses.
fn is_use(token: &ra_ap_syntax::SyntaxToken, name: &str) -> bool {
    let parent = token.parent().map(|p| p.kind());
    match token.kind() {
        SyntaxKind::IDENT => {
            token.text() == name && matches!(parent, Some(SyntaxKind::NAME_REF | SyntaxKind::TOKEN_TREE))
        }
        SyntaxKind::STRING => {
            parent == Some(SyntaxKind::TOKEN_TREE) && crate::matching::name_uses::names_inline(token.text(), name)
        }
        _ => false,
    }
}

/// The text an edit puts in place, code it re-emits included (without nested edits).
fn rendered(e: &Edit, text: &str) -> String {
    e.parts
        .iter()
        .map(|p| match p {
            Part::Text(s) => s.as_str(),
            Part::Code { range, .. } => text.get(std::ops::Range::<usize>::from(*range)).unwrap_or(""),
        })
        .collect()
}

/// The names `let` statements in `code` bind.
fn let_names(code: &str) -> Vec<String> {
    let (root, _) = parse_fragment(code, FragmentKind::Stmts, crate::EDITION_FOR_PATCHES);
    root.descendants()
        .filter_map(ast::LetStmt::cast)
        .filter_map(|l| l.pat())
        .flat_map(|p| p.syntax().descendants().filter_map(ast::IdentPat::cast).collect::<Vec<_>>())
        .filter_map(|p| p.name())
        .map(|n| n.text().to_string())
        .collect()
}

/// The innermost node of `kind` around `range`.
fn enclosing(root: &SyntaxNode, range: TextRange, kind: SyntaxKind) -> Option<SyntaxNode> {
    let el = root.covering_element(range);
    let start = match el {
        ra_ap_syntax::NodeOrToken::Node(n) => n,
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent()?,
    };
    start.ancestors().find(|a| a.kind() == kind)
}

//! A rule's `+` runs prepared once: their lines cut at metavariable names, and where each
//! name sits in the parsed `+` code (for the parentheses its value needs).

use frag::{FragmentKind, parse_fragment};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextSize, ast};
use smpl::{PlusRun, Rule};

/// A `+` run prepared once per rule: its lines cut at metavariable names.
pub struct PlusPlan<'r> {
    pub(crate) run: &'r PlusRun,
    /// For every line, literal text and metavariable occurrences.
    pub(crate) lines: Vec<Vec<Piece>>,
    /// The run parsed as one expression, to parenthesize it where it replaces code.
    pub(crate) expr: Option<ast::Expr>,
    /// Whether the run is one `return x;` statement (written as `x` where it replaces a
    /// value the fn returns without `return`: isomorphism `tail_return`).
    pub(crate) returns: bool,
}

impl PlusPlan<'_> {
    /// Whether every line of the run is blank.
    pub(crate) fn is_blank(&self) -> bool {
        self.lines.iter().all(|l| is_blank(l))
    }

    pub(crate) fn first_is_blank(&self) -> bool {
        self.lines.first().is_some_and(|l| is_blank(l))
    }

    /// The indentation of the run's first line in the patch that is not blank.
    pub(crate) fn first_indent(&self) -> usize {
        let mut written = self.lines.iter().zip(&self.run.indent).filter(|(l, _)| !is_blank(l));
        written.next().map_or(0, |(_, &i)| i)
    }

    /// The least indentation of the run's lines in the patch, blank lines aside (they have none).
    pub(crate) fn base_indent(&self) -> usize {
        let written = self.lines.iter().zip(&self.run.indent).filter(|(l, _)| !is_blank(l));
        written.map(|(_, &i)| i).min().unwrap_or(0)
    }
}

/// Whether a `+` line is blank.
pub(crate) fn is_blank(line: &[Piece]) -> bool {
    line.iter().all(|p| matches!(p, Piece::Lit(s) if s.trim().is_empty()))
}

pub(crate) enum Piece {
    Lit(String),
    Meta {
        id: usize,
        /// Where the name sits in the parsed run (parent, the name's expression), for precedence.
        place: Option<(SyntaxNode, SyntaxNode)>,
    },
}

pub(crate) fn plan_run<'r>(rule: &Rule, run: &'r PlusRun) -> PlusPlan<'r> {
    // Parse the run's code (lines joined, indentation dropped) to learn where names sit.
    let mut joined = String::new();
    let mut line_starts = Vec::new();
    for (i, l) in run.lines.iter().enumerate() {
        if i > 0 {
            joined.push('\n');
        }
        line_starts.push(joined.len());
        joined.push_str(l.trim());
    }
    let (expr, tree) = match frag::parse_complete_expr(&joined, crate::EDITION_FOR_PATCHES) {
        Some(root) => (ast::Expr::cast(root.clone()), Some(root)),
        None => {
            let (root, errors) = parse_fragment(&joined, FragmentKind::Stmts, crate::EDITION_FOR_PATCHES);
            (None, errors.is_empty().then_some(root))
        }
    };
    let lines = run
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let text = l.trim();
            let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, text);
            let mut pieces = Vec::new();
            let mut lit = String::new();
            for t in 0..lexed.len() {
                let tok = lexed.text(t);
                let id = (lexed.kind(t) == SyntaxKind::IDENT)
                    .then(|| rule.metavars.iter().position(|m| m.name == tok))
                    .flatten();
                match id {
                    Some(id) => {
                        if !lit.is_empty() {
                            pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                        }
                        let offset = line_starts[i] + lexed.text_start(t);
                        let place = tree.as_ref().and_then(|root| name_place(root, offset));
                        pieces.push(Piece::Meta { id, place });
                    }
                    None => lit.push_str(tok),
                }
            }
            if !lit.is_empty() {
                pieces.push(Piece::Lit(lit));
            }
            pieces
        })
        .collect();
    let returns = expr.is_none() && tree.as_ref().is_some_and(is_one_return);
    PlusPlan { run, lines, expr, returns }
}

/// The expression (or, in a pattern slot, the pattern) a name at `offset` forms in the parsed
/// `+` code, and its parent.
pub(crate) fn name_place(root: &SyntaxNode, offset: usize) -> Option<(SyntaxNode, SyntaxNode)> {
    let tok = root.token_at_offset(TextSize::new(offset as u32)).right_biased()?;
    let mut node = tok.parent()?;
    // NAME -> IDENT_PAT: `let p = ..`, `|p|`, `&p` in a pattern.
    if node.kind() == SyntaxKind::NAME {
        let pat = node.parent().filter(|p| p.kind() == SyntaxKind::IDENT_PAT)?;
        return Some((pat.parent()?, pat));
    }
    // NAME_REF -> PATH_SEGMENT -> PATH -> PATH_EXPR
    while node.kind() != SyntaxKind::PATH_EXPR {
        node = node.parent()?;
        if !matches!(node.kind(), SyntaxKind::PATH_SEGMENT | SyntaxKind::PATH | SyntaxKind::PATH_EXPR) {
            return None;
        }
    }
    let parent = node.parent()?;
    Some((parent, node))
}

/// Whether parsed statements (a fragment's root) are exactly one `return x;`.
fn is_one_return(root: &SyntaxNode) -> bool {
    let mut code = root.children().filter(|n| ast::Stmt::can_cast(n.kind()) || ast::Expr::can_cast(n.kind()));
    let (Some(only), None) = (code.next(), code.next()) else { return false };
    let Some(stmt) = ast::ExprStmt::cast(only) else { return false };
    let returned = match stmt.expr() {
        Some(ast::Expr::ReturnExpr(r)) => r.expr().is_some(),
        _ => false,
    };
    returned && stmt.semicolon_token().is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn returns(plus: &[&str]) -> bool {
        let (root, errors) = parse_fragment(&plus.join("\n"), FragmentKind::Stmts, crate::EDITION_FOR_PATCHES);
        errors.is_empty() && is_one_return(&root)
    }

    #[test]
    fn a_run_returns_when_it_is_exactly_one_return_of_a_value() {
        assert!(returns(&["return baz(e);"]));
        assert!(returns(&["return baz(", "  e,", ");"]));
        assert!(!returns(&["return;"]));
        assert!(!returns(&["return baz(e)"]));
        assert!(!returns(&["log();", "return baz(e);"]));
        assert!(!returns(&["return a;", "b();"]));
        assert!(!returns(&["baz(e);"]));
    }
}

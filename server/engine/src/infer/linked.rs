//! Changes that one local binding links: a statement that binds a name (`let g = lock(m);`)
//! changed, and later changes in the same block whose changed code uses the name
//! (`unlock(g);` removed). Made separate rules, each would be general but the pair would be
//! lost: the second would remove every `unlock(g)`, wherever `g` came from. Made one rule, the
//! changes are joined by `...` (any path between them) and the name is an identifier
//! metavariable, as a patch author writes the classic lock change:
//!
//! ```text
//! @@
//! identifier x;
//! expression e1;
//! @@
//! - let x = lock(e1);
//! + let x = lock_guard(e1);
//!   ...
//! - unlock(x);
//! ```

use super::changes::{Change, Shape, same_around, text_range};
use super::generalise::{Literal, Metavar, RuleText, Texts, Typer, part};
use ra_ap_syntax::ast::HasName;
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, ast};

/// Changes of the example joined by a binding, each widened to its statement.
pub(crate) struct Linked {
    /// The changes as the example found them (refused or kept apart if the rule fails).
    pub found: Vec<Change>,
    /// The same changes as whole statements, which the rule's parts are.
    pub statements: Vec<Change>,
    /// The name the first change binds.
    pub name: String,
}

/// The groups of `changes` (in text order) that a binding links; each group's first change
/// binds the name, and every later one in the same block uses it.
pub(crate) fn linked(changes: &[Change], t: &Texts) -> Vec<Linked> {
    let mut taken = vec![false; changes.len()];
    let mut out = Vec::new();
    for i in 0..changes.len() {
        if taken[i] {
            continue;
        }
        let Some((first, block)) = statement_of(&changes[i], t) else { continue };
        let Some(name) = bound_name(&first, t) else { continue };
        let mut group = Linked { found: vec![changes[i].clone()], statements: vec![first], name };
        let mut members = vec![i];
        for (j, later) in changes.iter().enumerate().skip(i + 1) {
            if taken[j] {
                continue;
            }
            let Some((stmt, later_block)) = statement_of(later, t) else { continue };
            let uses = |text: &str| has_word(text, &group.name);
            // The change itself uses the name, not only its statement (`e && h(w, 1)` ->
            // `e && h(1, w)` does not change what `e` is used for).
            if later_block == block && (uses(&t.old[later.old.clone()]) || uses(&t.new[later.new.clone()])) {
                group.found.push(later.clone());
                group.statements.push(stmt);
                members.push(j);
            }
        }
        if members.len() > 1 {
            for m in members {
                taken[m] = true;
            }
            out.push(group);
        }
    }
    out
}

/// The rule of a linked group: its parts in order, `...` between, the binding an identifier.
pub(crate) fn rule(group: &Linked, t: &Texts, general: bool, types: Option<&Typer>) -> RuleText {
    let keep = [group.name.clone()];
    let mut metavars = Vec::new();
    let mut known = Vec::new();
    let mut parts = Vec::new();
    for c in &group.statements {
        let literal = Literal { texts: &keep, first: metavars.len(), known: std::mem::take(&mut known), types };
        let p = part(c, t, general, &literal);
        metavars.extend(p.metavars);
        known = p.named;
        parts.push((p.minus, p.plus));
    }
    let free = |n: &str| {
        !metavars.iter().any(|m: &Metavar| m.name == n) && !parts.iter().any(|(a, b)| has_word(a, n) || has_word(b, n))
    };
    let ident =
        ["x".to_owned()].into_iter().chain((1..).map(|i| format!("x{i}"))).find(|n| free(n)).unwrap_or_default();
    let parts = parts
        .into_iter()
        .map(|(minus, plus)| (with_word(&minus, &group.name, &ident), with_word(&plus, &group.name, &ident)))
        .collect();
    RuleText { metavars, identifiers: vec![ident], parts, after: None, or: Vec::new() }
}

/// `c` widened to the statement holding it, and that statement's block; `None` outside a block.
fn statement_of(c: &Change, t: &Texts) -> Option<(Change, SyntaxNode)> {
    let covering = t.old_tree.covering_element(text_range(&c.old));
    let start = match covering {
        ra_ap_syntax::NodeOrToken::Node(n) => n,
        ra_ap_syntax::NodeOrToken::Token(tok) => tok.parent()?,
    };
    // A removed or added run of statements is statements already; its block is the list
    // holding them.
    let stmt = start
        .ancestors()
        .find(|n| n.parent().is_some_and(|p| p.kind() == SyntaxKind::STMT_LIST) && n.kind() != SyntaxKind::STMT_LIST)
        .or_else(|| (start.kind() == SyntaxKind::STMT_LIST).then(|| start.clone()))?;
    let block = if stmt.kind() == SyntaxKind::STMT_LIST { stmt.clone() } else { stmt.parent()? };
    if c.shape != Shape::Expr {
        return Some((c.clone(), block));
    }
    let r = stmt.text_range();
    let old = usize::from(r.start())..usize::from(r.end());
    let new = same_around(t.old, t.new, old.clone(), &c.old, &c.new)?;
    Some((Change { old, new, shape: Shape::Stmts }, block))
}

/// The name a `let` of the change binds (in its old code, else in its new code).
fn bound_name(c: &Change, t: &Texts) -> Option<String> {
    let in_tree = |tree: &SyntaxNode, r: &std::ops::Range<usize>| {
        let range = text_range(r);
        tree.descendants().filter(|n| range.contains_range(n.text_range())).filter_map(ast::LetStmt::cast).find_map(
            |l| match l.pat()? {
                ast::Pat::IdentPat(p) => Some(p.name()?.text().to_string()),
                _ => None,
            },
        )
    };
    in_tree(t.old_tree, &c.old).or_else(|| in_tree(t.new_tree, &c.new))
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The places where `word` stands whole in `text`.
fn word_at(text: &str, word: &str) -> Vec<usize> {
    text.match_indices(word)
        .map(|(i, _)| i)
        .filter(|&i| {
            !text[..i].chars().next_back().is_some_and(is_word_char)
                && !text[i + word.len()..].chars().next().is_some_and(is_word_char)
        })
        .collect()
}

fn has_word(text: &str, word: &str) -> bool {
    !word.is_empty() && !word_at(text, word).is_empty()
}

/// `text` with every whole `word` made `by`.
fn with_word(text: &str, word: &str, by: &str) -> String {
    let mut out = String::new();
    let mut at = 0;
    for i in word_at(text, word) {
        out.push_str(&text[at..i]);
        out.push_str(by);
        at = i + word.len();
    }
    out.push_str(&text[at..]);
    out
}

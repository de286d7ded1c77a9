//! The changes between two versions of a file, each widened to the code it changes: an
//! expression, whole statements (removed, or added before one), or a fn's signature. A change must keep the
//! shape of one expression or statement in both versions: the same node, found at the same
//! place once the text around it is set aside.

use ra_ap_syntax::{AstNode, Edition, SourceFile, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};
use std::ops::Range;

/// One change: the code it replaces in the old text and the code replacing it in the new one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Change {
    pub old: Range<usize>,
    pub new: Range<usize>,
    pub shape: Shape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// An expression becomes another (`old` and `new` are whole expressions).
    Expr,
    /// Statements are removed (`new` is empty).
    Removed,
    /// A statement becomes statements (the new ones may keep it, added around it).
    Stmts,
    /// A fn's signature changes: `old` and `new` are its header from its qualifiers or `fn` to
    /// what precedes its body (its visibility and attributes are left unsaid, and kept).
    Header {
        /// The fn has a body, which the rule keeps as `{ ... }`.
        body: bool,
    },
}

/// The edits that turn `old` into `new`, narrowed to the characters that differ: ranges of
/// the old text and of the new one.
pub(crate) fn hunks(old: &str, new: &str) -> Vec<(Range<usize>, Range<usize>)> {
    let diff = similar::TextDiff::from_lines(old, new);
    let starts = |text: &str| -> Vec<usize> {
        let mut v = vec![0];
        v.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        v
    };
    let (old_lines, new_lines) = (starts(old), starts(new));
    let at = |lines: &[usize], text: &str, i: usize| lines.get(i).copied().unwrap_or(text.len()).min(text.len());
    let mut lines: Vec<(Range<usize>, Range<usize>)> = Vec::new();
    for op in diff.ops() {
        if matches!(op, similar::DiffOp::Equal { .. }) {
            continue;
        }
        let (o, n) = (op.old_range(), op.new_range());
        // A removal then an addition of the same lines is one change.
        match lines.last_mut() {
            Some((po, pn)) if po.end == o.start && pn.end == n.start => {
                po.end = o.end;
                pn.end = n.end;
            }
            _ => lines.push((o, n)),
        }
    }
    let mut out: Vec<(Range<usize>, Range<usize>)> = Vec::new();
    for (o, n) in lines {
        let byte = |l: &[usize], text: &str, r: Range<usize>| at(l, text, r.start)..at(l, text, r.end);
        // As many lines changed as replace them: each line is a change of its own (edits on
        // neighbouring lines are not one edit).
        if o.len() == n.len() && o.len() > 1 {
            for (i, j) in o.zip(n) {
                out.push((byte(&old_lines, old, i..i + 1), byte(&new_lines, new, j..j + 1)));
            }
        } else {
            out.push((byte(&old_lines, old, o), byte(&new_lines, new, n)));
        }
    }
    out.into_iter().map(|(a, b)| narrow(old, new, a, b)).collect()
}

/// `a` and `b` without the characters both begin and end with.
fn narrow(old: &str, new: &str, mut a: Range<usize>, mut b: Range<usize>) -> (Range<usize>, Range<usize>) {
    let common = |x: &str, y: &str| {
        x.chars().zip(y.chars()).take_while(|(p, q)| p == q).map(|(p, _)| p.len_utf8()).sum::<usize>()
    };
    let prefix = common(&old[a.clone()], &new[b.clone()]);
    a.start += prefix;
    b.start += prefix;
    let suffix = old[a.clone()]
        .chars()
        .rev()
        .zip(new[b.clone()].chars().rev())
        .take_while(|(p, q)| p == q)
        .map(|(p, _)| p.len_utf8())
        .sum::<usize>();
    a.end -= suffix;
    b.end -= suffix;
    (a, b)
}

/// The changes of the example: each hunk widened to the code it changes, hunks in one piece of
/// code taken together. `Err`: the old range of a hunk that keeps no such shape, with why.
pub(crate) fn changes(old: &str, new: &str, edition: Edition) -> Vec<Result<Change, (Range<usize>, String)>> {
    let ex = Example {
        old_tree: SourceFile::parse(old, edition).syntax_node(),
        new_tree: SourceFile::parse(new, edition).syntax_node(),
        old,
        new,
    };
    let mut pending: Vec<(Range<usize>, Range<usize>)> = hunks(old, new);
    let mut out = Vec::new();
    while !pending.is_empty() {
        let (a, b) = pending.remove(0);
        if old[a.clone()].trim().is_empty() && new[b.clone()].trim().is_empty() {
            out.push(Err((a, "it changes white space only".to_owned())));
            continue;
        }
        let Some(found) = widen(&ex, &a, &b) else {
            out.push(Err((a, "it does not keep the shape of one expression or statement".to_owned())));
            continue;
        };
        // Later hunks inside the same code belong to this change: taken together.
        if let Some(next) = pending.first()
            && next.0.start < found.old.end
        {
            let (na, nb) = pending.remove(0);
            pending.insert(0, (a.start..na.end.max(a.end), b.start..nb.end.max(b.end)));
            continue;
        }
        out.push(Ok(found));
    }
    out
}

/// The two versions of the example, as text and as trees.
struct Example<'t> {
    old_tree: SyntaxNode,
    new_tree: SyntaxNode,
    old: &'t str,
    new: &'t str,
}

/// The code hunk `a` -> `b` changes, in both texts.
fn widen(ex: &Example, a: &Range<usize>, b: &Range<usize>) -> Option<Change> {
    let (old_tree, new_tree) = (&ex.old_tree, &ex.new_tree);
    let range = text_range;
    // Whole statements removed, or added before one: the hunk lies between statements.
    if let Some(change) = statements(ex, a, b) {
        return Some(change);
    }
    let element = old_tree.covering_element(range(a));
    let mut node = match element {
        ra_ap_syntax::NodeOrToken::Node(n) => Some(n),
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent(),
    };
    while let Some(n) = node {
        let r = n.text_range();
        let (start, end) = (usize::from(r.start()), usize::from(r.end()));
        // An insertion at a node's edge changes what is around it, not it.
        let inside = if a.is_empty() { start < a.start && a.start < end } else { start <= a.start && a.end <= end };
        // A called fn's name changed: the change is the call (its arguments may be kept).
        if inside && ast::Expr::can_cast(n.kind()) && n.kind() != SyntaxKind::BLOCK_EXPR && !is_callee(&n) {
            let new_range = same_around(ex.old, ex.new, start..end, a, b)?;
            return expr_at(new_tree, range(&new_range)).map(|_| Change {
                old: start..end,
                new: new_range,
                shape: Shape::Expr,
            });
        }
        if n.kind() == SyntaxKind::FN {
            if let Some(change) = header(ex, &n, a, b) {
                return Some(change);
            }
        } else if ast::Item::can_cast(n.kind()) {
            return None;
        }
        node = n.parent();
    }
    None
}

/// The change of `f`'s signature that hunk `a` makes, when it lies in the header: from the
/// first token after the visibility (`const`, `async`, `unsafe`, `fn`) to the end of what
/// precedes the body (the whole fn when it has none), and the same code in the new text.
fn header(ex: &Example, f: &SyntaxNode, a: &Range<usize>, b: &Range<usize>) -> Option<Change> {
    let parts: Vec<_> = f
        .children_with_tokens()
        .filter(|c| !c.kind().is_trivia() && !matches!(c.kind(), SyntaxKind::ATTR | SyntaxKind::VISIBILITY))
        .collect();
    let body = parts.iter().position(|c| c.kind() == SyntaxKind::BLOCK_EXPR);
    let head = &parts[..body.unwrap_or(parts.len())];
    let start = usize::from(head.first()?.text_range().start());
    let end = usize::from(head.last()?.text_range().end());
    let inside = if a.is_empty() { start < a.start && a.start < end } else { start <= a.start && a.end <= end };
    if !inside {
        return None;
    }
    let new = same_around(ex.old, ex.new, start..end, a, b)?;
    Some(Change { old: start..end, new, shape: Shape::Header { body: body.is_some() } })
}

/// A hunk between statements of a block: whole statements removed, or statements added
/// before (or around) one that stays.
fn statements(ex: &Example, a: &Range<usize>, b: &Range<usize>) -> Option<Change> {
    let (old_tree, new_tree, old, new) = (&ex.old_tree, &ex.new_tree, ex.old, ex.new);
    let stmts_of = |tree: &SyntaxNode, at: usize| -> Option<Vec<SyntaxNode>> {
        let offset = TextSize::new(at.min(u32::MAX as usize) as u32);
        let token = tree.token_at_offset(offset).right_biased()?;
        let list = token.parent_ancestors().find(|n| n.kind() == SyntaxKind::STMT_LIST)?;
        Some(list.children().filter(|c| ast::Stmt::can_cast(c.kind()) || ast::Expr::can_cast(c.kind())).collect())
    };
    let blank = |s: &str| s.trim().is_empty();
    let whole = |nodes: &[SyntaxNode], r: &Range<usize>, text: &str| -> Option<Range<usize>> {
        let inside: Vec<&SyntaxNode> = nodes
            .iter()
            .filter(|n| usize::from(n.text_range().start()) >= r.start && usize::from(n.text_range().end()) <= r.end)
            .collect();
        let (first, last) = (inside.first()?, inside.last()?);
        let span = usize::from(first.text_range().start())..usize::from(last.text_range().end());
        (blank(&text[r.start..span.start]) && blank(&text[span.end..r.end])).then_some(span)
    };
    if blank(&new[b.clone()]) && !a.is_empty() {
        // Removed statements: the hunk is whole statements and blanks.
        let nodes = stmts_of(old_tree, a.start + (old[a.clone()].len() - old[a.clone()].trim_start().len()))?;
        let span = whole(&nodes, a, old)?;
        return Some(Change { old: span, new: b.start..b.start, shape: Shape::Removed });
    }
    if blank(&old[a.clone()]) {
        // Added statements: before (or after) the statement next to them, which stays.
        let added = b.start + (new[b.clone()].len() - new[b.clone()].trim_start().len());
        let new_nodes = stmts_of(new_tree, added)?;
        let span = whole(&new_nodes, b, new)?;
        let old_nodes = stmts_of(old_tree, a.end)?;
        // The statement the added ones stand before: the first one after the hunk.
        let next = old_nodes.iter().find(|n| usize::from(n.text_range().start()) >= a.end)?;
        let (start, end) = (usize::from(next.text_range().start()), usize::from(next.text_range().end()));
        // The new code: the added statements, the gap, and the kept statement (which, with what
        // precedes it, must read the same in both texts).
        let kept = same_around(old, new, a.end..end, a, b)?;
        return Some(Change { old: start..end, new: span.start..kept.end, shape: Shape::Stmts });
    }
    None
}

/// Where the code `around` (holding hunk `a` of the old text) lies in the new text, around hunk
/// `b`: only where the text around the hunks reads the same in both (another hunk inside
/// `around` would make the offsets lie).
pub(crate) fn same_around(
    old: &str,
    new: &str,
    around: Range<usize>,
    a: &Range<usize>,
    b: &Range<usize>,
) -> Option<Range<usize>> {
    let before = a.start.checked_sub(around.start)?;
    let after = around.end.checked_sub(a.end)?;
    let start = b.start.checked_sub(before)?;
    let end = b.end.checked_add(after).filter(|&e| e <= new.len())?;
    let same = old.get(around.start..a.start)? == new.get(start..b.start)?
        && old.get(a.end..around.end)? == new.get(b.end..end)?;
    same.then_some(start..end)
}

/// A byte range as a syntax tree's range.
pub(crate) fn text_range(r: &Range<usize>) -> TextRange {
    TextRange::new(TextSize::new(r.start as u32), TextSize::new(r.end as u32))
}

/// The expression of `tree` whose text is exactly `range`.
fn expr_at(tree: &SyntaxNode, range: TextRange) -> Option<SyntaxNode> {
    let element = tree.covering_element(range);
    let start = match element {
        ra_ap_syntax::NodeOrToken::Node(n) => n,
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent()?,
    };
    start.ancestors().take_while(|n| n.text_range() == range).find(|n| ast::Expr::can_cast(n.kind()))
}

/// Whether `n` is the path a call calls (`f` in `f(x)`).
pub(crate) fn is_callee(n: &SyntaxNode) -> bool {
    n.kind() == SyntaxKind::PATH_EXPR
        && n.parent().is_some_and(|p| p.kind() == SyntaxKind::CALL_EXPR && p.first_child().as_ref() == Some(n))
}

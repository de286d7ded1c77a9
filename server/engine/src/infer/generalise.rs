//! One change made a rule: the parts of the old code that the new code keeps (moved or in
//! place) become expression metavariables; what changed (a call's name, a method, a literal
//! that goes) stays as written.

use super::changes::{Change, Shape};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};
use std::ops::Range;

/// A rule's text (without its header): `- ` lines then `+ ` lines, with its metavariables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RuleText {
    pub metavars: Vec<String>,
    pub minus: String,
    pub plus: String,
}

impl RuleText {
    /// The rule as SmPL: an anonymous rule declaring its expression metavariables.
    pub fn smpl(&self) -> String {
        let decl = if self.metavars.is_empty() {
            String::new()
        } else {
            format!("expression {};\n", self.metavars.join(", "))
        };
        let lines = |code: &str, mark: &str| -> String {
            code.lines()
                .map(|l| if l.trim().is_empty() { format!("{mark}\n") } else { format!("{mark} {l}\n") })
                .collect()
        };
        format!("@@\n{decl}@@\n{}{}", lines(&self.minus, "-"), lines(&self.plus, "+"))
    }
}

/// The rule for `change`, generalised (`general`) or exactly as written.
pub(crate) fn rule(
    change: &Change,
    old_tree: &SyntaxNode,
    new_tree: &SyntaxNode,
    old: &str,
    new: &str,
    general: bool,
) -> RuleText {
    let old_code = unindent_text(&old[change.old.clone()], old, change.old.start);
    if change.shape == Shape::Removed || !general {
        let plus = unindent_text(&new[change.new.clone()], new, change.new.start);
        return RuleText { metavars: Vec::new(), minus: old_code, plus };
    }
    let old_exprs = expressions(old_tree, &change.old, true);
    let new_exprs = expressions(new_tree, &change.new, false);
    // The old code's largest parts that the new code holds as a whole expression.
    let kept: Vec<String> = new_exprs.iter().map(|n| n.text().to_string()).collect();
    let mut names: Vec<String> = Vec::new();
    let mut old_parts: Vec<(TextRange, usize)> = Vec::new();
    for n in &old_exprs {
        let text = n.text().to_string();
        if old_parts.iter().any(|(r, _)| r.contains_range(n.text_range())) || !kept.contains(&text) {
            continue;
        }
        let i = match names.iter().position(|t| *t == text) {
            Some(i) => i,
            None => {
                names.push(text);
                names.len() - 1
            }
        };
        old_parts.push((n.text_range(), i));
    }
    let mut new_parts: Vec<(TextRange, usize)> = Vec::new();
    for n in &new_exprs {
        let text = n.text().to_string();
        if new_parts.iter().any(|(r, _)| r.contains_range(n.text_range())) {
            continue;
        }
        if let Some(i) = names.iter().position(|t| *t == text) {
            new_parts.push((n.text_range(), i));
        }
    }
    let metavars: Vec<String> = (1..=names.len()).map(|i| format!("e{i}")).collect();
    let minus = replaced(old, &change.old, &old_parts, &metavars);
    let plus = replaced(new, &change.new, &new_parts, &metavars);
    RuleText {
        metavars,
        minus: unindent_text(&minus, old, change.old.start),
        plus: unindent_text(&plus, new, change.new.start),
    }
}

/// The expressions inside `range` of `tree`, outermost first, but not the changed code
/// itself (`outer`: the old side, whose whole is what changes) nor what names a called fn
/// (the call's path stays as written).
fn expressions(tree: &SyntaxNode, range: &Range<usize>, outer: bool) -> Vec<SyntaxNode> {
    let r = super::changes::text_range(range);
    // The changed code as a whole: the expression, or a statement's expression.
    let whole = |n: &SyntaxNode| {
        n.text_range() == r || n.parent().is_some_and(|p| p.text_range() == r && ast::Stmt::can_cast(p.kind()))
    };
    tree.descendants()
        .filter(|n| r.contains_range(n.text_range()) && !(outer && whole(n)))
        .filter(|n| ast::Expr::can_cast(n.kind()) && n.kind() != SyntaxKind::BLOCK_EXPR)
        .filter(|n| !super::changes::is_callee(n))
        .collect()
}

/// `text[range]` with each part replaced by its metavariable.
fn replaced(text: &str, range: &Range<usize>, parts: &[(TextRange, usize)], names: &[String]) -> String {
    let mut parts = parts.to_vec();
    parts.sort_by_key(|(r, _)| r.start());
    let mut out = String::new();
    let mut at = range.start;
    for (r, i) in parts {
        out.push_str(&text[at..usize::from(r.start())]);
        out.push_str(&names[i]);
        at = r.end().into();
    }
    out.push_str(&text[at..range.end]);
    out
}

/// Code taken from `text` at `start`, its later lines without the indentation of the line it
/// starts on.
fn unindent_text(code: &str, text: &str, start: usize) -> String {
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let indent = &text[line_start..start];
    let indent = &indent[..indent.len() - indent.trim_start().len()];
    code.lines()
        .enumerate()
        .map(|(i, l)| if i == 0 { l } else { l.strip_prefix(indent).unwrap_or(l) })
        .collect::<Vec<_>>()
        .join("\n")
}

//! One change made a rule: the parts of the old code that the new code keeps (moved or in
//! place) become expression metavariables; what changed (a call's name, a method, a literal
//! that goes) stays as written.

use super::changes::{Change, Shape};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};
use std::ops::Range;

/// A rule's text (without its header): for each change it makes, `- ` lines then `+ ` lines,
/// with `...` between changes; and its metavariables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RuleText {
    /// Expression metavariables, each with its type where the rule is typed.
    pub metavars: Vec<Metavar>,
    /// Identifier metavariables (a local binding the rule's changes share).
    pub identifiers: Vec<String>,
    /// Each change's old code and new code, in order.
    pub parts: Vec<(String, String)>,
    /// Context after the last part: `{ ... }` under a changed signature (the body kept).
    pub after: Option<String>,
    /// Other changes (old code, new code) of a rule of one part, alike its own: its body is
    /// then a disjunction of them (see `alike`).
    pub or: Vec<(String, String)>,
}

impl RuleText {
    /// The rule as SmPL: an anonymous rule declaring its metavariables.
    pub fn smpl(&self) -> String {
        let mut decl = String::new();
        if !self.identifiers.is_empty() {
            decl.push_str(&format!("identifier {};\n", self.identifiers.join(", ")));
        }
        // Untyped metavariables on one line, then one line per type.
        let mut kinds: Vec<(Option<&str>, Vec<&str>)> = Vec::new();
        for m in &self.metavars {
            match kinds.iter_mut().find(|(ty, _)| *ty == m.ty.as_deref()) {
                Some((_, names)) => names.push(&m.name),
                None => kinds.push((m.ty.as_deref(), vec![&m.name])),
            }
        }
        kinds.sort_by_key(|(ty, _)| ty.is_some());
        for (ty, names) in kinds {
            let ty = ty.map(|t| format!("{t} ")).unwrap_or_default();
            decl.push_str(&format!("expression {ty}{};\n", names.join(", ")));
        }
        let lines = |code: &str, mark: &str| -> String {
            code.lines()
                .map(|l| if l.trim().is_empty() { format!("{mark}\n") } else { format!("{mark} {l}\n") })
                .collect()
        };
        let change = |(minus, plus): &(String, String)| format!("{}{}", lines(minus, "-"), lines(plus, "+"));
        let after = self.after.as_ref().map(|a| format!("  {a}\n")).unwrap_or_default();
        if !self.or.is_empty() {
            let branches: Vec<String> = self.parts.iter().chain(&self.or).map(change).collect();
            return format!("@@\n{decl}@@\n(\n{})\n{after}", branches.join("|\n"));
        }
        let body: Vec<String> = self.parts.iter().map(change).collect();
        format!("@@\n{decl}@@\n{}{after}", body.join("...\n"))
    }
}

/// The two versions of the example, as text and as trees.
pub(crate) struct Texts<'t> {
    pub old_tree: &'t SyntaxNode,
    pub new_tree: &'t SyntaxNode,
    pub old: &'t str,
    pub new: &'t str,
}

/// The rule for `change`, generalised (`general`) or exactly as written.
pub(crate) fn rule(change: &Change, t: &Texts, general: bool, types: Option<&Typer>) -> RuleText {
    let literal = Literal { types, ..Literal::default() };
    let part = part(change, t, general, &literal);
    let after = matches!(change.shape, Shape::Header { body: true }).then(|| "{ ... }".to_owned());
    RuleText {
        metavars: part.metavars,
        identifiers: Vec::new(),
        parts: vec![(part.minus, part.plus)],
        after,
        or: Vec::new(),
    }
}

/// An expression metavariable of an inferred rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Metavar {
    pub name: String,
    /// The type of the code it stands for in the example, as written there (`--typed`).
    pub ty: Option<String>,
}

/// The type of the old code at a range, as the file can write it; `None`: not known, or not
/// one a rule should require (see `infer::written_type`).
pub(crate) type Typer<'a> = dyn Fn(TextRange) -> Option<String> + 'a;

/// One change of a rule: its old and new code, and the expression metavariables they use.
pub(crate) struct Part {
    /// The metavariables this part declares.
    pub metavars: Vec<Metavar>,
    /// Every code text the rule has named so far, with its metavariable.
    pub named: Vec<(String, String)>,
    pub minus: String,
    pub plus: String,
}

/// What a part keeps as written, and how it names its metavariables.
#[derive(Default)]
pub(crate) struct Literal<'a> {
    /// Expressions whose text is one of these are never made metavariables.
    pub texts: &'a [String],
    /// The number of the part's first metavariable, less one (`e{first + 1}`).
    pub first: usize,
    /// Code texts the rule's earlier parts made metavariables, with their names: the same
    /// text here is the same metavariable.
    pub known: Vec<(String, String)>,
    /// Where given, each metavariable whose code in the example has one known type is
    /// declared with it.
    pub types: Option<&'a Typer<'a>>,
}

/// The rule part for `change`: see [`rule`].
pub(crate) fn part(change: &Change, t: &Texts, general: bool, literal: &Literal) -> Part {
    let Texts { old_tree, new_tree, old, new } = *t;
    let removed = change.shape == Shape::Removed;
    if !general || (removed && literal.known.is_empty()) {
        let minus = unindent_text(&old[change.old.clone()], old, change.old.start);
        let plus = unindent_text(&new[change.new.clone()], new, change.new.start);
        return Part { metavars: Vec::new(), named: literal.known.clone(), minus, plus };
    }
    let old_exprs = expressions(old_tree, &change.old, true);
    let new_exprs = if removed { Vec::new() } else { expressions(new_tree, &change.new, false) };
    // The old code's largest parts that the new code holds as a whole expression (or that an
    // earlier part of the rule named).
    let kept: Vec<String> = new_exprs.iter().map(|n| n.text().to_string()).collect();
    let mut named = literal.known.clone();
    let mut metavars: Vec<Metavar> = Vec::new();
    let mut old_parts: Vec<(TextRange, usize)> = Vec::new();
    for n in &old_exprs {
        let text = n.text().to_string();
        let known = named.iter().position(|(t, _)| *t == text);
        if old_parts.iter().any(|(r, _)| r.contains_range(n.text_range()))
            || (known.is_none() && !kept.contains(&text))
            || literal.texts.contains(&text)
        {
            continue;
        }
        let i = known.unwrap_or_else(|| {
            let name = format!("e{}", literal.first + metavars.len() + 1);
            metavars.push(Metavar { name: name.clone(), ty: None });
            named.push((text, name));
            named.len() - 1
        });
        old_parts.push((n.text_range(), i));
    }
    if let Some(types) = literal.types {
        for m in &mut metavars {
            let i = named.iter().position(|(_, name)| *name == m.name);
            let mut seen = old_parts.iter().filter(|(_, j)| Some(*j) == i).map(|(r, _)| types(*r));
            let first = seen.next().flatten();
            m.ty = first.filter(|ty| seen.all(|other| other.as_ref() == Some(ty)));
        }
    }
    let mut new_parts: Vec<(TextRange, usize)> = Vec::new();
    for n in &new_exprs {
        let text = n.text().to_string();
        if new_parts.iter().any(|(r, _)| r.contains_range(n.text_range())) {
            continue;
        }
        if let Some(i) = named.iter().position(|(t, _)| *t == text) {
            new_parts.push((n.text_range(), i));
        }
    }
    let names: Vec<String> = named.iter().map(|(_, name)| name.clone()).collect();
    let minus = replaced(old, &change.old, &old_parts, &names);
    let plus = replaced(new, &change.new, &new_parts, &names);
    Part {
        metavars,
        named,
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

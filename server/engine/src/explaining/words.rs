//! Failures of the matcher in words a patch author reads: syntax kinds by their Rust names,
//! metavariables as declared, code quoted.

use crate::explaining::Reason;
use crate::explaining::failure::{Leaving, Met};
use crate::running::report::snippet;
use ra_ap_syntax::{SyntaxKind, TextRange};
use smpl::{MetaKind, MetaVar, Rule};

/// The reason a failure gives, about code of `src`.
pub(crate) fn reason(met: &Met, rule: &Rule, src: &str) -> Reason {
    let code = |r: &TextRange| quote(src, *r);
    let decl = |id: usize| declared(&rule.metavars[id]);
    let name = |id: usize| rule.metavars[id].name.clone();
    let (kind, message) = match met {
        Met::Token { pattern, code: c } => ("token", format!("`{pattern}` in the pattern met {}", code(c))),
        Met::Kind { pattern, code: c, code_kind } => {
            ("kind", format!("{} in the pattern met {} {}", kind_words(*pattern), kind_words(*code_kind), code(c)))
        }
        Met::MetaKind { meta, code: c, code_kind } => {
            ("metavariable", format!("`{}` met {}, {}", decl(*meta), code(c), kind_words(*code_kind)))
        }
        Met::Bound { meta, bound, code: c } => {
            ("bound", format!("`{}` is bound to `{}` but met {}", name(*meta), snippet(bound), code(c)))
        }
        Met::Constraint { meta, code: c } => {
            ("constraint", format!("`{}` met {}, which its constraint rules out", name(*meta), code(c)))
        }
        Met::Type { meta, code: c, ty: Some(ty) } => {
            ("type", format!("`{}` met {}, of type `{ty}`", decl(*meta), code(c)))
        }
        Met::Type { meta, code: c, ty: None } => {
            ("type", format!("`{}` met {}, of another type", decl(*meta), code(c)))
        }
        Met::TypeUnknown { code: c, why, .. } => {
            ("skipped", format!("skipped: the type of {} is unknown ({why})", code(c)))
        }
        Met::CodeEnds { .. } => ("code ends", "the code ends where the pattern goes on".to_owned()),
        Met::PatternEnds { code: c } => {
            ("pattern ends", format!("the pattern ends where the code goes on with {}", code(c)))
        }
        Met::When { not: true, pattern, code: c } => {
            ("when", format!("`when != {pattern}` failed: {} is used", code(c)))
        }
        Met::When { not: false, pattern, code: c } => {
            ("when", format!("`when = {pattern}` failed: {} is something else", code(c)))
        }
        Met::NoPath { to, last, leaving } => {
            let to: Vec<String> = to.iter().map(|t| format!("`{t}`")).collect();
            let to = to.join(" or ");
            let at = |r: &TextRange| {
                let lc = smpl::LineCol::of(src, r.start().into());
                format!("{}:{}", lc.line, lc.col)
            };
            let message = match (leaving, last) {
                (Leaving::Returns { what }, Some(r)) => {
                    format!("`...` found no path to {to}: the {what} returns at {} ({}) before it", at(r), code(r))
                }
                (Leaving::Ends { what, end }, Some(r)) => format!(
                    "`...` found no path to {to}: after {} at {}, the {what} ends at {} without it",
                    code(r),
                    at(r),
                    at(end)
                ),
                (_, Some(r)) => {
                    format!("`...` has a path that leaves the body after {} without reaching {to}", code(r))
                }
                (_, None) => format!("`...` has a path that leaves the body without reaching {to}"),
            };
            ("no path", message)
        }
    };
    Reason { kind, message, at: met.at(), branch: None }
}

/// A pattern as written, near enough for a message: its leaves, spaced as Rust is.
pub(crate) fn pattern_text(p: &smpl::pattern::Pat, rule: &Rule) -> String {
    let mut out = String::new();
    p.walk(&mut |q| {
        let word = match q {
            smpl::pattern::Pat::Token(t) => t.text.to_string(),
            smpl::pattern::Pat::Meta(m) => rule.metavars[m.id].name.clone(),
            smpl::pattern::Pat::Dots(_) => "...".to_owned(),
            _ => return,
        };
        let wordy = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        if wordy(out.chars().last()) && wordy(word.chars().next()) {
            out.push(' ');
        }
        out.push_str(&word);
    });
    out
}

/// A metavariable as its declaration reads: `expression Vec<_> e`, `identifier f`.
pub(crate) fn declared(m: &MetaVar) -> String {
    let kind = match &m.kind {
        MetaKind::Expression => "expression",
        MetaKind::ExpressionList(_) => "expression list",
        MetaKind::Identifier => "identifier",
        MetaKind::Type => "type",
        MetaKind::Statement => "statement",
        MetaKind::Constant => "constant",
        MetaKind::Pattern => "pattern",
        MetaKind::Parameter => "parameter",
        MetaKind::ParameterList(_) => "parameter list",
        MetaKind::IdExpression(_) => "idexpression",
        MetaKind::BinaryOperator => "binary operator",
        MetaKind::AssignmentOperator => "assignment operator",
        MetaKind::Position => "position",
        MetaKind::FreshIdentifier(_) => "fresh identifier",
    };
    match &m.ty {
        Some(ty) => format!("{kind} {} {}", ty.text, m.name),
        None => format!("{kind} {}", m.name),
    }
}

/// `code` quoted, on one line and cut when long, as reports show code.
pub(crate) fn quote(src: &str, r: TextRange) -> String {
    format!("`{}`", snippet(src.get(std::ops::Range::<usize>::from(r)).unwrap_or("")))
}

/// A syntax kind as a Rust programmer names it, with its article.
pub(crate) fn kind_words(kind: SyntaxKind) -> String {
    use SyntaxKind::*;
    let words = match kind {
        METHOD_CALL_EXPR => "a method call",
        CALL_EXPR => "a call",
        FIELD_EXPR => "a field access",
        PATH_EXPR => "a path",
        PATH => "a path",
        LITERAL => "a literal",
        BIN_EXPR => "a binary operation",
        PREFIX_EXPR => "a prefix operation",
        REF_EXPR => "a reference",
        INDEX_EXPR => "an indexing",
        MACRO_EXPR | MACRO_CALL => "a macro call",
        IF_EXPR => "an `if`",
        MATCH_EXPR => "a `match`",
        LOOP_EXPR => "a `loop`",
        WHILE_EXPR => "a `while` loop",
        FOR_EXPR => "a `for` loop",
        BLOCK_EXPR => "a block",
        CLOSURE_EXPR => "a closure",
        RETURN_EXPR => "a `return`",
        TRY_EXPR => "a `?`",
        AWAIT_EXPR => "an `.await`",
        CAST_EXPR => "a cast",
        PAREN_EXPR => "a parenthesized expression",
        TUPLE_EXPR => "a tuple",
        ARRAY_EXPR => "an array",
        RECORD_EXPR => "a struct literal",
        RANGE_EXPR => "a range",
        LET_STMT => "a `let` statement",
        EXPR_STMT => "an expression statement",
        FN => "a fn",
        STRUCT => "a struct",
        ENUM => "an enum",
        IMPL => "an impl",
        NAME => "a name",
        NAME_REF => "a name",
        IDENT => "a name",
        ARG_LIST => "arguments",
        _ => return format!("a {}", format!("{kind:?}").to_lowercase().replace('_', " ")),
    };
    words.to_owned()
}

//! The edits a rewrite is made of: a range of the file replaced by parts, each text the
//! `+` code writes or code of the file re-emitted, and the text the edits are computed against.

use ra_ap_syntax::{SyntaxNode, TextRange, TextSize, ast};

/// A replacement of `range` in the file by `parts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: TextRange,
    pub parts: Vec<Part>,
    /// The replacement, when it is one expression: where another edit re-emits this one's code,
    /// it decides the parentheses from it.
    pub expr: Option<ast::Expr>,
    /// Parentheses around the replacement, as the code around it needs.
    pub wrap: bool,
}

impl Edit {
    pub(crate) fn new(range: TextRange, parts: Vec<Part>) -> Edit {
        Edit { range, parts, expr: None, wrap: false }
    }

    /// An insertion of nothing.
    pub(crate) fn is_noop(&self) -> bool {
        self.range.is_empty() && self.parts.iter().all(|p| matches!(p, Part::Text(t) if t.is_empty()))
    }

    /// An insertion before a `}` alone on its line is made at the line's start (its parts
    /// already indent the new line and re-indent the `}`).
    pub(crate) fn starting_line(mut self, line_start: usize, text: &str) -> Edit {
        let pos = usize::from(self.range.start());
        if text[line_start..pos].trim().is_empty() && line_start < pos {
            self.range = TextRange::new(TextSize::new(line_start as u32), TextSize::new(pos as u32));
        }
        self
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Text(String),
    /// The file's code in `range` (with any edits inside it applied), parenthesized if asked.
    /// `place` is where it stands in the `+` code: (parent, the metavariable's expression).
    Code {
        range: TextRange,
        parens: bool,
        place: Option<(SyntaxNode, SyntaxNode)>,
    },
}

/// The file text and tree edits are computed against.
pub struct Source<'a> {
    pub text: &'a str,
    pub root: &'a SyntaxNode,
}

pub(crate) fn strip_trailing_comma(parts: &mut [Part]) {
    if let Some(Part::Text(t)) = parts.last_mut() {
        let trimmed = t.trim_end();
        if let Some(without) = trimmed.strip_suffix(',') {
            *t = without.to_owned();
        }
    }
}

/// A rendered `return x;` (a run that is one such statement, see `PlusPlan::returns`) as `x`,
/// the indentation before it kept; the parts as they were unless they begin with `return` and
/// end with `;` (a comment after the `;` keeps the statement).
pub(crate) fn without_return(parts: Vec<Part>) -> Vec<Part> {
    let mut parts = merge_text(parts);
    let (Some(Part::Text(first)), Some(Part::Text(last))) = (parts.first(), parts.last()) else { return parts };
    let indent = first.len() - first.trim_start().len();
    let kept_after = last.len() - last.trim_end().len();
    if !first[indent..].starts_with("return") || !last.trim_end().ends_with(';') {
        return parts;
    }
    if let Some(Part::Text(last)) = parts.last_mut() {
        last.replace_range(last.len() - kept_after - 1..last.len() - kept_after, "");
    }
    if let Some(Part::Text(first)) = parts.first_mut() {
        let value = first[indent + "return".len()..].trim_start().len();
        first.replace_range(indent..first.len() - value, "");
    }
    parts
}

pub(crate) fn merge_text(parts: Vec<Part>) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    for p in parts {
        match (out.last_mut(), p) {
            (Some(Part::Text(a)), Part::Text(b)) => a.push_str(&b),
            (_, p) => out.push(p),
        }
    }
    out
}

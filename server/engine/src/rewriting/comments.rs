//! Comments in code a rewrite replaces. A comment is the code author's, not the patch's: no
//! rewrite may lose one, and a comment about some code stays with that code.
//!
//! Invariants, for a replacement of `range` by parts (text, and re-emitted code: a
//! metavariable's binding):
//!
//! - Every comment inside `range` is written exactly where one of three rules puts it: inside
//!   re-emitted code, as that code's text; right after re-emitted code, when it stood between
//!   that code and the delimiter closing its place (`f(x /* why */)`, `[a, b /* last */]`):
//!   a comment there is about that code; otherwise before the added code (where spatch keeps
//!   comments with `--keep-comments`).
//! - A comment outside `range` is never touched.
//! - Finding out costs a look at the text right after each re-emitted range and at the text
//!   that no re-emitted range carries; the tree is walked only when that text holds `//` or
//!   `/*` (chains of nested rewrites stay linear).

use crate::rewriting::edit::{Part, Source, merge_text};
use ra_ap_syntax::{SyntaxKind, TextRange};

/// Keeps the comments of `range` that the parts would drop (see the module's doc). With
/// `indented`, the parts already start with the line's indentation (`indent`).
pub(crate) fn keep_comments(src: &Source, range: TextRange, indent: &str, parts: &mut Vec<Part>, indented: bool) {
    let trailing = attach_trailing(src, range, parts);
    let mut carried: Vec<TextRange> = parts
        .iter()
        .filter_map(|p| match p {
            Part::Code { range, .. } => Some(*range),
            Part::Text(_) => None,
        })
        .collect();
    carried.extend(trailing);
    // Most replaced code holds no comment outside what it re-emits: say so from the text, not by
    // walking its tokens (a walk per edit made chains of nested rewrites quadratic).
    if !uncarried_text_may_comment(src.text, range, &carried) {
        return;
    }
    let el = src.root.covering_element(range);
    let Some(node) = (match el {
        ra_ap_syntax::NodeOrToken::Node(n) => Some(n),
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent(),
    }) else {
        return;
    };
    let comments: Vec<String> = node
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| t.kind() == SyntaxKind::COMMENT)
        .filter(|t| range.contains_range(t.text_range()) && !carried.iter().any(|c| c.contains_range(t.text_range())))
        .map(|t| t.text().to_owned())
        .collect();
    if comments.is_empty() {
        return;
    }
    let mut lead = if indented { indent.to_owned() } else { String::new() };
    for c in &comments {
        if c.starts_with("//") {
            lead.push_str(&format!("{c}\n{indent}"));
        } else {
            lead.push_str(&format!("{c} "));
        }
    }
    if indented && let Some(Part::Text(first)) = parts.first_mut() {
        // The parts began with the indentation, now carried by `lead`.
        if let Some(rest) = first.strip_prefix(indent) {
            *first = rest.to_owned();
        }
    }
    parts.insert(0, Part::Text(lead));
    let merged = merge_text(std::mem::take(parts));
    *parts = merged;
}

/// Writes after each code the parts re-emit from inside `range` the comments that follow it
/// there up to the delimiter closing its place; returns the ranges of text so carried.
fn attach_trailing(src: &Source, range: TextRange, parts: &mut Vec<Part>) -> Vec<TextRange> {
    let codes: Vec<TextRange> = parts
        .iter()
        .filter_map(|p| match p {
            Part::Code { range, .. } => Some(*range),
            Part::Text(_) => None,
        })
        .collect();
    let mut carried = Vec::new();
    let mut out = Vec::with_capacity(parts.len());
    for part in std::mem::take(parts) {
        let after = match &part {
            Part::Code { range: code, .. } if range.contains_range(*code) && !code.is_empty() => {
                trailing_comments(src, *code, range).filter(|(span, _)| !codes.iter().any(|c| c.contains_range(*span)))
            }
            _ => None,
        };
        out.push(part);
        if let Some((span, text)) = after {
            carried.push(span);
            out.push(Part::Text(text));
        }
    }
    *parts = merge_text(out);
    carried
}

/// The comments between the code at `code` and the delimiter that closes its place (`,`, a
/// closing bracket, `;`), inside `within`: the text they span, and how to write it after the
/// code. Comments before an operator (`x /* c */ + 1`) may be about either side: they are not
/// the code's.
fn trailing_comments(src: &Source, code: TextRange, within: TextRange) -> Option<(TextRange, String)> {
    // Only where the text says a comment follows: most code has none.
    let rest = src.text.get(usize::from(code.end())..)?;
    let next = rest.trim_start();
    if !(next.starts_with("//") || next.starts_with("/*")) {
        return None;
    }
    let last = src.root.token_at_offset(code.end()).left_biased()?;
    if last.text_range().end() != code.end() {
        return None;
    }
    let mut trivia = Vec::new();
    let mut cur = last.next_token()?;
    while cur.kind().is_trivia() {
        let next = cur.next_token()?;
        trivia.push(std::mem::replace(&mut cur, next));
    }
    let delimiter = cur;
    use SyntaxKind::*;
    if !matches!(delimiter.kind(), COMMA | R_PAREN | R_BRACK | R_CURLY | SEMICOLON) {
        return None;
    }
    let last_comment = trivia.iter().rposition(|t| t.kind() == COMMENT)?;
    // A `//` comment ends its line: its line break (and the indentation of what closes the place)
    // go with it, or the code the patch adds after would be commented out.
    let end = if trivia[last_comment].text().starts_with("//") {
        delimiter.text_range().start()
    } else {
        trivia[last_comment].text_range().end()
    };
    let span = TextRange::new(code.end(), end);
    if !within.contains_range(span) {
        return None;
    }
    // The space between the code and its comment on one line is written as one space, as the
    // `+` code writes its own tokens (`(id  /* the id */ )` gives `(id /* the id */)`); the
    // comment stays on the code's line, attached to it. Line breaks are kept.
    let mut text = String::new();
    for (i, t) in trivia.iter().take_while(|t| t.text_range().end() <= end).enumerate() {
        if i == 0 && t.kind() == WHITESPACE && !t.text().contains('\n') {
            text.push(' ');
        } else {
            text.push_str(t.text());
        }
    }
    Some((span, text))
}

/// Whether the text of `range` outside the `carried` ranges could hold a comment.
fn uncarried_text_may_comment(text: &str, range: TextRange, carried: &[TextRange]) -> bool {
    let mut inside: Vec<TextRange> = carried.iter().filter_map(|c| c.intersect(range)).collect();
    inside.sort_by_key(|r| r.start());
    let mut pos = range.start();
    let mut segments = Vec::new();
    for c in inside {
        if c.start() > pos {
            segments.push(TextRange::new(pos, c.start()));
        }
        pos = pos.max(c.end());
    }
    if pos < range.end() {
        segments.push(TextRange::new(pos, range.end()));
    }
    // A comment that starts just before a carried range ends inside it: widen by one byte.
    segments.iter().any(|r| {
        let from = usize::from(r.start()).saturating_sub(1);
        let to = (usize::from(r.end()) + 1).min(text.len());
        text.get(from..to).is_none_or(|t| t.contains("//") || t.contains("/*"))
    })
}

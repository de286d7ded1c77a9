//! Where edits go in the file's text and how added code is laid out: whole lines or the
//! code alone, list separators, indentation as the file writes it.

use crate::code::CodeEl;
use crate::matching::state::Hit;
use crate::rewriting::edit::{Edit, Source};
use ra_ap_syntax::{SyntaxKind, SyntaxNode, TextRange, TextSize};

/// When a match removes a block's opening line (`if c {`) and its closing `}` but keeps the
/// statements between, those statements move out one level: they are re-indented to the
/// removed opening line's indentation, as spatch prints them.
pub(crate) fn dedent_unwrapped_blocks(edits: &mut Vec<Edit>, text: &str) {
    let is_line_deletion = |e: &Edit| {
        let (s, t) = (usize::from(e.range.start()), usize::from(e.range.end()));
        e.parts.is_empty() && (s == 0 || text[..s].ends_with('\n')) && (t == text.len() || text[..t].ends_with('\n'))
    };
    let mut order: Vec<usize> = (0..edits.len()).collect();
    order.sort_by_key(|&i| edits[i].range.start());
    let mut added = Vec::new();
    for w in order.windows(2) {
        let (a, b) = (&edits[w[0]], &edits[w[1]]);
        if !is_line_deletion(a) || !b.parts.is_empty() {
            continue;
        }
        let opened = &text[a.range];
        if !opened.trim_end().ends_with('{') || !text[b.range].trim_start().starts_with('}') {
            continue;
        }
        let header_indent = leading_ws(opened);
        let kept = TextRange::new(a.range.end(), b.range.start());
        let kept_text = &text[kept];
        let Some(first) = kept_text.lines().find(|l| !l.trim().is_empty()) else { continue };
        let inner = leading_ws(first);
        if inner.len() <= header_indent.len() || !inner.starts_with(header_indent) {
            continue;
        }
        let cut = inner.len() - header_indent.len();
        let mut line_start = usize::from(kept.start());
        let lines: Vec<&str> = kept_text.split_inclusive('\n').collect();
        let deep_enough = lines.iter().all(|l| l.trim().is_empty() || leading_ws(l).len() >= inner.len());
        if !deep_enough {
            continue;
        }
        for l in lines {
            if !l.trim().is_empty() {
                let r = TextRange::at(TextSize::new(line_start as u32), TextSize::new(cut as u32));
                added.push(Edit::new(r, Vec::new()));
            }
            line_start += l.len();
        }
    }
    edits.extend(added);
}

/// Whether code from `end` to `start` holds nothing but what separates leaves of one match:
/// spaces, commas, semicolons and parentheses.
pub(crate) fn touching(text: &str, end: TextSize, start: TextSize) -> bool {
    start <= end
        || text[usize::from(end)..usize::from(start)]
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')'))
}

/// The line break and indentation between code at `r` and a `.` that follows it on a later
/// line (a method chain written one call a line), if that is how the code reads.
pub(crate) fn chain_break_after(text: &str, r: TextRange) -> Option<&str> {
    let after = text.get(usize::from(r.end())..)?;
    let ws_len = after.len() - after.trim_start().len();
    let ws = &after[..ws_len];
    (ws.contains('\n') && after[ws_len..].starts_with('.')).then_some(ws)
}

/// Whether a range of the file is a run of elements of a comma-separated list (or, empty, a
/// place between them).
pub(crate) fn in_list(src: &Source, range: TextRange) -> bool {
    let el = src.root.covering_element(range);
    let node = match el {
        ra_ap_syntax::NodeOrToken::Node(n) => Some(n),
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent(),
    };
    if range.is_empty() {
        // A place in a list: a bracket or separator of the list, or an element's first token.
        return node.is_some_and(|n| n.ancestors().take(3).any(|a| is_list(a.kind())));
    }
    // Up through the nodes that are the run itself, to the list holding it.
    node.and_then(|n| n.ancestors().find(|a| !range.contains_range(a.text_range()) || is_list(a.kind())))
        .is_some_and(|a| is_list(a.kind()))
}

/// Nodes whose children are separated by commas.
pub(crate) fn is_list(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(
        kind,
        ARG_LIST
            | PARAM_LIST
            | RECORD_EXPR_FIELD_LIST
            | RECORD_FIELD_LIST
            | TUPLE_FIELD_LIST
            | TUPLE_EXPR
            | ARRAY_EXPR
            | GENERIC_ARG_LIST
            | GENERIC_PARAM_LIST
            | VARIANT_LIST
            | TUPLE_PAT
            | SLICE_PAT
            | RECORD_PAT_FIELD_LIST
            | USE_TREE_LIST
            | TUPLE_TYPE
            | TUPLE_STRUCT_PAT
    )
}

/// A list element's range with the comma that separates it: the one after it (and the space
/// up to the next element on the line), else the one before it.
pub(crate) fn with_separator(text: &str, range: TextRange) -> TextRange {
    let (s, e) = (usize::from(range.start()), usize::from(range.end()));
    let after = &text[e..];
    let ws = after.len() - after.trim_start_matches([' ', '\t']).len();
    if after[ws..].starts_with(',') {
        let rest = &after[ws + 1..];
        let ws2 = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        return TextRange::new(range.start(), TextSize::new((e + ws + 1 + ws2) as u32));
    }
    let before = &text[..s];
    let trimmed = before.trim_end();
    if trimmed.ends_with(',') {
        return TextRange::new(TextSize::new((trimmed.len() - 1) as u32), range.end());
    }
    range
}

/// What to delete for a run of `-` code: its whole lines when it is alone on them, else the
/// code and the spaces that separated it from what follows.
pub(crate) fn deletion_range(
    text: &str,
    range: TextRange,
    line_start: usize,
    line_end: usize,
    alone_before: bool,
    alone_after: bool,
) -> TextRange {
    let (s, e) = (usize::from(range.start()), usize::from(range.end()));
    let at = |a: usize, b: usize| TextRange::new(TextSize::new(a as u32), TextSize::new(b as u32));
    if alone_before && alone_after {
        let end = line_end + line_break_len(&text[line_end..]);
        // Keep the line break of the last line of the file.
        let start = if end == line_end && line_start > 0 {
            line_start - if text[..line_start].ends_with("\r\n") { 2 } else { 1 }
        } else {
            line_start
        };
        at(start, end)
    } else if alone_after {
        at(s - (text[line_start..s].len() - text[line_start..s].trim_end().len()), line_end)
    } else if text[..s].ends_with([' ', '\t']) || text[e..].starts_with([' ', '\t']) {
        at(s, e + (text[e..line_end].len() - text[e..line_end].trim_start().len()))
    } else {
        range
    }
}

/// The node, at or above `el`, whose file range is exactly `range` (the outermost such).
pub(crate) fn node_with_range(el: &CodeEl, range: TextRange) -> Option<SyntaxNode> {
    let start = match el.as_node() {
        Some(n) => n.clone(),
        None => el.as_token()?.parent()?,
    };
    let shift = el.shift;
    start
        .ancestors()
        .take_while(|n| range.contains_range(crate::code::shift_range(n.text_range(), shift)))
        .filter(|n| crate::code::shift_range(n.text_range(), shift) == range)
        .last()
}

/// Where the line holding `pos` ends: at its line break (`\n`, or the `\r` of `\r\n`), or at
/// the end of the text.
pub(crate) fn line_end_of(text: &str, pos: usize) -> usize {
    match text[pos..].find('\n') {
        Some(i) if i > 0 && text.as_bytes()[pos + i - 1] == b'\r' => pos + i - 1,
        Some(i) => pos + i,
        None => text.len(),
    }
}

/// The length of the line break `rest` starts with (0 if none).
pub(crate) fn line_break_len(rest: &str) -> usize {
    if rest.starts_with("\r\n") { 2 } else { usize::from(rest.starts_with('\n')) }
}

pub(crate) fn line_start_of(text: &str, pos: usize) -> usize {
    text[..pos].rfind('\n').map_or(0, |i| i + 1)
}

pub(crate) fn leading_ws(line: &str) -> &str {
    let n = line.len() - line.trim_start_matches([' ', '\t']).len();
    &line[..n]
}

/// Where the statement (or largest node) that ends at `pos` starts.
pub(crate) fn statement_start(src: &Source, pos: usize) -> usize {
    let Some(tok) = src.root.token_at_offset(TextSize::new(pos as u32)).left_biased() else {
        return pos;
    };
    let end = tok.text_range().end();
    let mut start = tok.text_range().start();
    let mut node = tok.parent();
    while let Some(n) = node {
        if n.text_range().end() != end || matches!(n.kind(), SyntaxKind::STMT_LIST | SyntaxKind::SOURCE_FILE) {
            break;
        }
        start = n.text_range().start();
        node = n.parent();
    }
    usize::from(start)
}

/// The indentation of a block's statements, for code added just after its `{`: the next
/// line's when it is deeper, else one level (the file's unit) deeper than `base`.
pub(crate) fn inner_indent(text: &str, line_end: usize, base: &str) -> String {
    let next = text[line_end..].trim_start_matches('\n').lines().find(|l| !l.trim().is_empty());
    match next.map(leading_ws) {
        Some(ws) if ws.len() > base.len() && ws.starts_with(base) => ws.to_owned(),
        _ => format!("{base}{}", indent_unit(text)),
    }
}

/// The indentation of a block's statements, for code added just before its `}` (whose line is
/// indented `close`): the previous line's when it is deeper, else one level deeper.
pub(crate) fn previous_inner_indent(text: &str, line_start: usize, close: &str) -> String {
    let prev = text[..line_start].lines().rev().find(|l| !l.trim().is_empty());
    match prev.map(leading_ws) {
        Some(ws)
            if ws.len() > close.len() && ws.starts_with(close) && !prev.unwrap_or("").trim_end().ends_with('{') =>
        {
            ws.to_owned()
        }
        _ => format!("{close}{}", indent_unit(text)),
    }
}

/// One level of indentation as the file writes it: a tab, or the smallest step of spaces (4
/// when nothing tells).
pub(crate) fn indent_unit(text: &str) -> String {
    let mut step = usize::MAX;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let ws = leading_ws(line);
        if ws.starts_with('\t') {
            return "\t".to_owned();
        }
        if !ws.is_empty() {
            step = step.min(ws.len());
        }
    }
    " ".repeat(if step == usize::MAX { 4 } else { step })
}

/// Whether the code `hit` matched ends a list element that has no comma after it (the last
/// element of a list without a trailing comma): an element added after it needs one.
pub(crate) fn needs_comma_after(src: &Source, hit: &Hit) -> bool {
    let Some(el) = &hit.el else { return false };
    let end = hit.range.end();
    let start = match el.as_node() {
        Some(n) => n.clone(),
        None => match el.as_token().and_then(|t| t.parent()) {
            Some(p) => p,
            None => return false,
        },
    };
    let element = start
        .ancestors()
        .take_while(|n| crate::code::shift_range(n.text_range(), el.shift).end() == end)
        .find(|n| n.parent().is_some_and(|p| is_list(p.kind())));
    if element.is_none() {
        return false;
    }
    let after = src.text[usize::from(end)..].trim_start();
    !after.starts_with(',')
}

/// Indentation for code the patch indents `extra` columns deeper than its anchor: the next
/// line's, when that is deeper (the body of a block), else the base plus `extra` spaces.
pub(crate) fn deeper_indent(text: &str, line_end: usize, base: &str, extra: usize) -> String {
    let next = text[line_end..].trim_start_matches('\n').lines().find(|l| !l.trim().is_empty());
    match next.map(leading_ws) {
        Some(ws) if ws.len() > base.len() && ws.starts_with(base) => ws.to_owned(),
        _ if base.contains('\t') => format!("{base}\t"),
        _ => format!("{base}{}", " ".repeat(extra)),
    }
}

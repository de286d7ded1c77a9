//! What a pattern leaves unsaid stays when the item it names is replaced.
//!
//! A pattern item may leave out the optional parts of the code it matches: `- use a::b;`
//! matches `pub(crate) use a::b;`, `- fn f() { .. }` matches `pub fn f<T>() -> i32 where ..`
//! (see the matcher's `drop_unsaid`), and attributes it does not name may be on the code (on
//! items, statements, match arms, fields). When
//! every leaf of such a pattern is `-` and `+` code takes its place, the whole item is replaced;
//! the parts the author never wrote are not theirs to drop. They are put back into the added
//! item of the same kind, where Rust writes them: attributes and visibility before it, generics
//! after its name, the return type after its parameters, the `where` clause before its body. A
//! part the `+` code writes itself is the author's choice and wins. When the added code has no
//! item to take a visibility or an attribute, or several to take a return type, the match is
//! refused with the reason rather than written without them.

use crate::code::CodeEl;
use crate::item_parts::{is_item_like, is_optional_part as is_optional};
use crate::matching::state::Hit;
use crate::rewriting::edit::{Part, Source, merge_text};
use ra_ap_syntax::{AstNode, Edition, SourceFile, SyntaxKind, SyntaxNode, TextRange, TextSize};

/// Puts back into `parts` (the `+` code replacing the run `hits`) what the run's item had and
/// its pattern did not say. `Err` says why that cannot be done.
pub(crate) fn keep_unsaid(hits: &[&Hit], parts: &mut Vec<Part>, src: &Source) -> Result<(), String> {
    let Some((item_kind, unsaid)) = replaced_item(hits, src) else { return Ok(()) };
    if unsaid.is_empty() {
        return Ok(());
    }
    let rendered = Rendered::of(parts, src.text);
    let (before, after) = wrapper(item_kind);
    let file = SourceFile::parse(&format!("{before}{}{after}", rendered.text), Edition::CURRENT).tree();
    let shift = TextSize::of(before);
    // Nodes of the `+` code, not of the wrapper around it (a block's, a fn's).
    let added = TextRange::at(shift, TextSize::of(rendered.text.as_str()));
    let targets: Vec<SyntaxNode> = file
        .syntax()
        .descendants()
        .filter(|n| n.kind() == item_kind && added.contains_range(n.text_range()))
        .filter(|n| !n.ancestors().skip(1).any(|a| a.kind() == item_kind && added.contains_range(a.text_range())))
        .collect();
    let at = |offset: TextSize| usize::from(offset - shift);
    let mut inserts: Vec<Insert> = Vec::new();
    for part in &unsaid {
        let code = || Part::Code { range: part.range(), parens: false, place: None };
        let text = || src.text[part.range()].trim().to_owned();
        match part.kind() {
            SyntaxKind::ATTR | SyntaxKind::VISIBILITY if targets.is_empty() => {
                return Err(format!(
                    "the pattern leaves `{}` unsaid, and the `+` code has no {} to keep it on: write it in the \
                     pattern to drop it",
                    text(),
                    kind_name(item_kind)
                ));
            }
            SyntaxKind::ATTR => {
                let sep = whitespace_after(src.text, part.range()).unwrap_or(" ").to_owned();
                for t in targets.iter().filter(|t| !has_attr(t, &text())) {
                    inserts.push(Insert {
                        at: at(header_start(t)),
                        order: 0,
                        skip: 0,
                        parts: vec![code(), Part::Text(sep.clone())],
                    });
                }
            }
            SyntaxKind::VISIBILITY => {
                for t in targets.iter().filter(|t| child(t, SyntaxKind::VISIBILITY).is_none()) {
                    inserts.push(Insert {
                        at: at(header_start(t)),
                        order: 1,
                        skip: 0,
                        parts: vec![code(), Part::Text(" ".into())],
                    });
                }
            }
            kind => {
                let target = match &targets[..] {
                    [] => continue,
                    [one] => one,
                    _ => {
                        return Err(format!(
                            "the pattern leaves `{}` unsaid, and the `+` code adds {} items of that kind: write it \
                             in the pattern, or in the `+` item that should keep it",
                            text(),
                            targets.len()
                        ));
                    }
                };
                if child(target, kind).is_some() {
                    continue;
                }
                let Some((offset, skip, parts)) = placed(target, kind, code(), src.text, part.range()) else {
                    return Err(format!("the `+` code has no place for `{}`, which the pattern leaves unsaid", text()));
                };
                inserts.push(Insert { at: at(offset), order: 2, skip, parts });
            }
        }
    }
    *parts = rendered.with_inserts(std::mem::take(parts), inserts).ok_or_else(|| {
        "the pattern leaves parts of the item unsaid, and a metavariable of the `+` code holds the place they \
         would go back to"
            .to_owned()
    })?;
    Ok(())
}

/// The kind of item the run replaces, and its unsaid parts in the run: the item's whole when a
/// node of the run covers all of it, else the part of its header the run covers (`- fn f(x)`
/// above a body the pattern keeps).
fn replaced_item(hits: &[&Hit], src: &Source) -> Option<(SyntaxKind, Vec<CodeEl>)> {
    let cover = hits.iter().map(|h| h.range).reduce(TextRange::cover)?;
    // The widest node of the run that covers it all (a statement or a match arm has attributes
    // too, but no optional parts).
    let whole = hits.iter().filter(|h| h.range == cover).filter_map(|h| h.el.clone()).find(|el| el.as_node().is_some());
    let (item, unsaid) = match whole {
        Some(item) => {
            let item_like = is_item_like(item.kind());
            // Attributes and optional parts are nodes: tokens need not be looked at.
            let unsaid = item
                .child_nodes()
                .into_iter()
                .filter(|c| c.kind() == SyntaxKind::ATTR || (item_like && is_optional(c.kind())));
            (item.kind(), unsaid.collect::<Vec<_>>())
        }
        None if !cover.is_empty() => {
            let covering = src.root.covering_element(cover);
            let node = match covering {
                ra_ap_syntax::NodeOrToken::Node(n) => n,
                ra_ap_syntax::NodeOrToken::Token(t) => t.parent()?,
            };
            let item = node.ancestors().find(|a| is_item_like(a.kind()))?;
            let unsaid = item
                .children()
                .filter(|c| is_optional(c.kind()) && cover.contains_range(c.text_range()))
                .map(|c| CodeEl::node(c, 0));
            (item.kind(), unsaid.collect())
        }
        None => return None,
    };
    let said = |c: &CodeEl| hits.iter().any(|h| !h.range.is_empty() && c.range().contains_range(h.range));
    Some((item, unsaid.into_iter().filter(|c| !said(c)).collect()))
}

/// Whether the code between two `-` leaves, `end..start`, is only whitespace and optional parts
/// of an item that the pattern left unsaid (`fn f` and `(x)` around `<T>`): one run deletes
/// them together, and the `+` code that replaces the run gets those parts back.
pub(crate) fn bridges_unsaid(src: &Source, end: TextSize, start: TextSize) -> bool {
    let text = src.text;
    let mut pos = end;
    let mut bridged = false;
    loop {
        let rest = &text[usize::from(pos)..usize::from(start.max(pos))];
        pos += TextSize::of(&rest[..rest.len() - rest.trim_start().len()]);
        if pos >= start {
            return bridged;
        }
        let Some(token) = src.root.token_at_offset(pos).right_biased() else { return false };
        let Some(part) = token
            .parent_ancestors()
            .take_while(|a| a.text_range().start() == pos)
            .find(|a| is_optional(a.kind()) && a.parent().is_some_and(|p| is_item_like(p.kind())))
        else {
            return false;
        };
        if part.text_range().end() > start {
            return false;
        }
        pos = part.text_range().end();
        bridged = true;
    }
}

/// Text around the `+` code that makes it parse as the kind of node it replaces.
fn wrapper(kind: SyntaxKind) -> (&'static str, &'static str) {
    use SyntaxKind::*;
    match kind {
        RECORD_FIELD => ("struct S {", "}"),
        TUPLE_FIELD => ("struct S(", ");"),
        VARIANT => ("enum E {", "}"),
        MATCH_ARM => ("fn f() { match x {", "} }"),
        RECORD_EXPR_FIELD => ("fn f() { S {", "}; }"),
        kind if is_item_like(kind) => ("", ""),
        _ => ("fn f() {", "}"),
    }
}

fn kind_name(kind: SyntaxKind) -> &'static str {
    use SyntaxKind::*;
    match kind {
        FN => "function",
        USE => "`use`",
        RECORD_FIELD | TUPLE_FIELD => "field",
        VARIANT => "variant",
        MODULE => "module",
        IMPL => "impl",
        MATCH_ARM => "match arm",
        LET_STMT => "`let`",
        RECORD_EXPR_FIELD => "field",
        _ => "code of that kind",
    }
}

fn child(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxNode> {
    node.children().find(|c| c.kind() == kind)
}

fn has_attr(node: &SyntaxNode, text: &str) -> bool {
    node.children().any(|c| c.kind() == SyntaxKind::ATTR && c.text().to_string().trim() == text)
}

/// Where attributes and visibility go: before the first token of the item's header (after its
/// own attributes and comments).
fn header_start(item: &SyntaxNode) -> TextSize {
    item.children_with_tokens()
        .find(|c| !c.kind().is_trivia() && c.kind() != SyntaxKind::ATTR)
        .map_or(item.text_range().start(), |c| c.text_range().start())
}

fn whitespace_after(text: &str, range: TextRange) -> Option<&str> {
    let rest = &text[usize::from(range.end())..];
    let ws = &rest[..rest.len() - rest.trim_start().len()];
    (!ws.is_empty()).then_some(ws)
}

/// Where `kind` goes in `target`, how many bytes of the `+` code's text it replaces there, and
/// what to insert.
fn placed(
    target: &SyntaxNode,
    kind: SyntaxKind,
    code: Part,
    text: &str,
    range: TextRange,
) -> Option<(TextSize, usize, Vec<Part>)> {
    use SyntaxKind::*;
    let end_of = |k: SyntaxKind| target.children_with_tokens().find(|c| c.kind() == k).map(|c| c.text_range().end());
    match kind {
        GENERIC_PARAM_LIST => {
            let at = end_of(NAME).or_else(|| end_of(IMPL_KW))?;
            Some((at, 0, vec![code]))
        }
        RET_TYPE => Some((end_of(PARAM_LIST)?, 0, vec![Part::Text(" ".into()), code])),
        WHERE_CLAUSE => {
            // Before the body (or the `;` of a body-less item), after what precedes it, with
            // the code's own spacing around it (rustfmt puts `where` and the `{` on their own
            // lines).
            let body = target.children_with_tokens().find(|c| {
                matches!(c.kind(), BLOCK_EXPR | ASSOC_ITEM_LIST | RECORD_FIELD_LIST | VARIANT_LIST | SEMICOLON | EQ)
            })?;
            let before = std::iter::successors(body.prev_sibling_or_token(), |p| p.prev_sibling_or_token())
                .find(|p| !p.kind().is_trivia())?;
            let at = before.text_range().end();
            let between = usize::from(body.text_range().start() - at);
            let ws_before = whitespace_before(text, range).unwrap_or(" ").to_owned();
            let mut parts = vec![Part::Text(ws_before), code];
            if let Some(ws_after) = whitespace_after(text, range)
                && body.kind() != SEMICOLON
            {
                parts.push(Part::Text(ws_after.to_owned()));
                return Some((at, between, parts));
            }
            Some((at, 0, parts))
        }
        _ => None,
    }
}

fn whitespace_before(text: &str, range: TextRange) -> Option<&str> {
    let head = &text[..usize::from(range.start())];
    let ws = &head[head.trim_end().len()..];
    (!ws.is_empty()).then_some(ws)
}

/// Parts to insert at an offset of the rendered `+` code, in place of the `skip` bytes of text
/// there (whitespace); at one offset, lower `order` first.
struct Insert {
    at: usize,
    order: u8,
    skip: usize,
    parts: Vec<Part>,
}

/// The `+` code's parts as one text (re-emitted code as it stands in the file), to parse.
struct Rendered {
    text: String,
}

impl Rendered {
    fn of(parts: &[Part], file: &str) -> Rendered {
        let mut text = String::new();
        for p in parts {
            text.push_str(&part_text(p, file));
        }
        Rendered { text }
    }

    /// The parts with `inserts` made at their offsets in the rendered text; `None` when one
    /// falls strictly inside re-emitted code.
    fn with_inserts(&self, parts: Vec<Part>, mut inserts: Vec<Insert>) -> Option<Vec<Part>> {
        inserts.sort_by_key(|i| (i.at, i.order));
        let file_text = |p: &Part| match p {
            Part::Text(t) => t.len(),
            Part::Code { range, parens, .. } => usize::from(range.len()) + if *parens { 2 } else { 0 },
        };
        let mut out = Vec::new();
        let mut pending = inserts.into_iter().peekable();
        let mut offset = 0;
        for part in parts {
            let len = file_text(&part);
            match part {
                Part::Text(t) => {
                    let mut from = 0;
                    while let Some(ins) = pending.next_if(|i| i.at <= offset + len) {
                        let cut = (ins.at - offset).max(from);
                        out.push(Part::Text(t[from..cut].to_owned()));
                        out.extend(ins.parts);
                        let skipped = cut + ins.skip;
                        from = if skipped <= t.len() && t[cut..skipped].trim().is_empty() { skipped } else { cut };
                    }
                    out.push(Part::Text(t[from..].to_owned()));
                }
                code @ Part::Code { .. } => {
                    while let Some(ins) = pending.next_if(|i| i.at <= offset) {
                        out.extend(ins.parts);
                    }
                    if pending.peek().is_some_and(|i| i.at < offset + len) {
                        return None;
                    }
                    out.push(code);
                }
            }
            offset += len;
        }
        for ins in pending {
            out.extend(ins.parts);
        }
        Some(merge_text(out))
    }
}

fn part_text(p: &Part, file: &str) -> String {
    match p {
        Part::Text(t) => t.clone(),
        Part::Code { range, parens: false, .. } => file[*range].to_owned(),
        Part::Code { range, parens: true, .. } => format!("({})", &file[*range]),
    }
}

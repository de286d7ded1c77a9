//! `use` items with groups (`use scopeguard::{guard, ScopeGuard};`) matched as the one-path
//! items they stand for (`use scopeguard::guard; use scopeguard::ScopeGuard;`), so that a rule
//! written for one import (`- use scopeguard::guard;` `+ use scopeguard::guard_with;`) renames
//! the member in the group. Each member's item is a virtual text made of the file's own tokens
//! (see [`crate::expansion`]): a rewrite is written where it touches only the member's own
//! tokens; one that would change the group's shared prefix, or add or remove items, is left as
//! it was, saying why. A group a rule rewrote as a whole is not looked into.

use crate::expansion;
use crate::virt::BlockFound;
use engine::{Edition, Engine, Outcome, Report, ReportKind};
use ra_ap_syntax::{AstNode, SyntaxToken, ast, ast::HasVisibility};
use sema_api::{ExpandedToken, Expansion, ExpansionKind, FileSemantics};
use std::ops::Range;

/// Why a rewrite of a group's member is not written.
pub const UNMAPPABLE: &str = "inside a `use` group, the rewrite touches more than the member's own path \
     (the group's shared prefix, or the item around it): this match is left as it was";

/// What `engine` finds in the members of `body`'s `use` groups. `main`: what the engine reported
/// on the file, whose changes win over a member's.
pub fn find(
    engine: &Engine,
    body: &str,
    edition: Edition,
    path: Option<&str>,
    main: &[Report],
    model: Option<&dyn FileSemantics>,
) -> Vec<BlockFound> {
    if !body.contains('{') || !engine.may_match_parts(&["use ;", body]) {
        return Vec::new();
    }
    let changed = |item: &Range<usize>| {
        main.iter().any(|r| {
            r.kind == ReportKind::Change
                && usize::from(r.range.start()) < item.end
                && item.start < usize::from(r.range.end())
        })
    };
    let mut out = Vec::new();
    for item in groups(body) {
        if !engine.may_match_parts(&["use ;", &body[item.clone()]]) || changed(&item) {
            continue;
        }
        let Some(members) = members(body, &item, edition) else { continue };
        let Ok(e) = expansion::expanded(body, &members) else { continue };
        if engine.may_match(&e.text) {
            let (found, _) = expansion::run_one(engine, body, &e, &item, edition, path, model, UNMAPPABLE);
            out.push(found);
        }
    }
    out
}

/// What [`find`] finds, as an outcome of its own at offsets of `body`; `None` when nothing.
pub fn outcome(
    engine: &Engine,
    body: &str,
    edition: Edition,
    main: &[Report],
    model: Option<&dyn FileSemantics>,
) -> Option<Outcome> {
    let found = find(engine, body, edition, None, main, model);
    if found.is_empty() { None } else { crate::virt::merge(body, None, found, &|_| Vec::new()) }
}

/// The ranges of `body`'s `use` items that hold a group: from their first token (a visibility,
/// or `use`) to their `;`. Found by their text: an item that begins its line, read up to its
/// `;` outside braces (comments skipped); what holds other characters is no `use` item.
fn groups(body: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    for (at, _) in body.match_indices("use ") {
        let line_start = body[..at].rfind('\n').map_or(0, |i| i + 1);
        let before = body[line_start..at].trim();
        let visibility = before.is_empty() || before == "pub" || (before.starts_with("pub(") && before.ends_with(')'));
        if !visibility || out.last().is_some_and(|r: &Range<usize>| r.end > at) {
            continue;
        }
        let start = line_start + (body[line_start..at].len() - body[line_start..at].trim_start().len());
        if let Some(end) = item_end(body, at) {
            out.push(start..end);
        }
    }
    out
}

/// Where the `use` item at `at` ends (after its `;`), when it holds a group.
fn item_end(body: &str, at: usize) -> Option<usize> {
    let bytes = body.as_bytes();
    let (mut depth, mut grouped, mut i) = (0i32, false, at + 4);
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => i += body[i..].find('\n')?,
            b'/' if bytes.get(i + 1) == Some(&b'*') => i += 2 + body[i + 2..].find("*/")? + 1,
            b'{' => (depth, grouped) = (depth + 1, true),
            b'}' => depth -= 1,
            b';' if depth == 0 => return grouped.then_some(i + 1),
            b';' => return None,
            c if c.is_ascii_alphanumeric() || c.is_ascii_whitespace() || b"_:,*#()".contains(&c) || c >= 0x80 => {}
            _ => return None,
        }
        if depth < 0 {
            return None;
        }
        i += 1;
    }
    None
}

/// The one-path items a group stands for, as tokens of the file: `use`, the member's prefix
/// (the paths of the trees around it), the member, `;`.
fn members(body: &str, item: &Range<usize>, edition: Edition) -> Option<Expansion> {
    let parse = ast::SourceFile::parse(&body[item.clone()], edition);
    let use_item = parse.tree().syntax().descendants().find_map(ast::Use::cast)?;
    let visibility: Vec<String> =
        use_item.visibility().map(|v| tokens(v.syntax()).map(|t| t.text().to_owned()).collect()).unwrap_or_default();
    let mut leaves = Vec::new();
    collect(&use_item.use_tree()?, &mut Vec::new(), &mut leaves);
    let at = |t: &SyntaxToken| {
        let r = t.text_range();
        [u32::from(r.start()) + item.start as u32, u32::from(r.end()) + item.start as u32]
    };
    let mut out = Vec::new();
    for (prefix, leaf) in leaves {
        let written = |text: &str| ExpandedToken { text: text.to_owned(), from: None };
        out.extend(visibility.iter().map(|t| written(t)));
        out.push(written("use"));
        out.extend(prefix.iter().chain(&leaf).map(|t| ExpandedToken { text: t.text().to_owned(), from: Some(at(t)) }));
        out.push(written(";"));
    }
    Some(Expansion { kind: ExpansionKind::Items, tokens: out })
}

/// Each member of `tree` (a leaf: a path, maybe renamed, or `*`) with the tokens of the trees
/// around it that lead to it (`a ::` of `a::{b, c}`). `self` members are left out.
fn collect(tree: &ast::UseTree, prefix: &mut Vec<SyntaxToken>, out: &mut Vec<(Vec<SyntaxToken>, Vec<SyntaxToken>)>) {
    let Some(list) = tree.use_tree_list() else {
        let own: Vec<SyntaxToken> = tokens(tree.syntax()).collect();
        if !own.iter().any(|t| t.kind() == ra_ap_syntax::SyntaxKind::SELF_KW) {
            out.push((prefix.clone(), own));
        }
        return;
    };
    let list_range = list.syntax().text_range();
    let own: Vec<SyntaxToken> = tokens(tree.syntax()).filter(|t| !list_range.contains_range(t.text_range())).collect();
    let depth = prefix.len();
    prefix.extend(own);
    for child in list.use_trees() {
        collect(&child, prefix, out);
    }
    prefix.truncate(depth);
}

fn tokens(node: &ra_ap_syntax::SyntaxNode) -> impl Iterator<Item = SyntaxToken> {
    node.descendants_with_tokens().filter_map(|e| e.into_token()).filter(|t| !t.kind().is_trivia())
}

#[cfg(test)]
mod tests;

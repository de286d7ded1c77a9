//! `use` items with groups (`use scopeguard::{guard, ScopeGuard};`) matched as the one-path
//! items they stand for (`use scopeguard::guard; use scopeguard::ScopeGuard;`), so that a rule
//! written for one import (`- use scopeguard::guard;` `+ use scopeguard::guard_with;`) renames
//! the member in the group. Each member's item is a virtual text made of the file's own tokens
//! (see [`crate::expansion`]): a rewrite that touches only the member's own tokens is written
//! there; one that removes the item takes the member out of its list; one that replaces it with
//! other `use` items (another prefix: `- use failure::x;` `+ use anyhow::x;`) takes the member
//! out and writes those items after the group's. Anything else is left as it was, saying why.
//! A group a rule rewrote as a whole is not looked into.

use crate::expansion;
use crate::virt::BlockFound;
use engine::{Edition, Engine, Outcome, Report, ReportKind};
use ra_ap_syntax::{AstNode, SyntaxToken, ast, ast::HasVisibility};
use sema_api::{ExpandedToken, Expansion, ExpansionKind, FileSemantics};
use std::ops::Range;

/// Why a rewrite of a group's member is not written.
pub const UNMAPPABLE: &str = "inside a `use` group, the rewrite of a member is neither a change of its own \
     path nor `use` items that replace it: this match is left as it was";

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
        let Some(group) = Group::read(body, &item, edition) else { continue };
        for member in &group.members {
            let Ok(e) = expansion::expanded(body, &group.item_of(member)) else { continue };
            if !engine.may_match(&e.text) {
                continue;
            }
            let moved = |new: &str| group.moved(member, new);
            let (found, _) = expansion::run_one(engine, body, &e, &item, edition, path, model, (UNMAPPABLE, &moved));
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

/// A `use` item with a group, read from the file.
struct Group {
    /// The item's visibility tokens (`pub`, `pub(crate)`), written before each member's `use`.
    visibility: Vec<String>,
    members: Vec<Member>,
    /// Where the item ends (after its `;`), and the indentation of its line.
    end: usize,
    indent: String,
}

/// A member of a group (a leaf of its tree: a path, maybe renamed, or `*`).
struct Member {
    /// The tokens of the trees around it that lead to it (`a ::` of `a::{b, c}`).
    prefix: Vec<(String, [u32; 2])>,
    own: Vec<(String, [u32; 2])>,
    /// What to remove to take it out of its list: it and the comma after it (or before it, for
    /// the last one).
    removal: Range<usize>,
}

impl Group {
    fn read(body: &str, item: &Range<usize>, edition: Edition) -> Option<Group> {
        let parse = ast::SourceFile::parse(&body[item.clone()], edition);
        let use_item = parse.tree().syntax().descendants().find_map(ast::Use::cast)?;
        let visibility = use_item.visibility().map(|v| tokens(v.syntax()).map(|t| t.text().to_owned()).collect());
        let line_start = body[..item.start].rfind('\n').map_or(0, |i| i + 1);
        let mut group = Group {
            visibility: visibility.unwrap_or_default(),
            members: Vec::new(),
            end: item.end,
            indent: body[line_start..item.start].to_owned(),
        };
        let shift = item.start as u32;
        collect(&use_item.use_tree()?, &mut Vec::new(), shift, &mut group.members);
        Some(group)
    }

    /// The one-path item `member` stands for, as tokens of the file: the visibility, `use`,
    /// its prefix, itself, `;`.
    fn item_of(&self, member: &Member) -> Expansion {
        let written = |text: &str| ExpandedToken { text: text.to_owned(), from: None };
        let mut tokens: Vec<ExpandedToken> = self.visibility.iter().map(|t| written(t)).collect();
        tokens.push(written("use"));
        // The prefix is the group's, shared by every member: never the member's to change.
        tokens.extend(member.prefix.iter().map(|(text, _)| written(text)));
        tokens.extend(member.own.iter().map(|(text, at)| ExpandedToken { text: text.clone(), from: Some(*at) }));
        tokens.push(written(";"));
        Expansion { kind: ExpansionKind::Items, tokens }
    }

    /// The file edits making `member`'s item `new` when that is no rename of the member alone:
    /// the member taken out of its list, and `new` (items removed: nothing; other `use` items)
    /// written after the group's item. `None` for anything else.
    fn moved(&self, member: &Member, new: &str) -> Option<Vec<(Range<usize>, String)>> {
        let new = new.trim();
        let removal = (member.removal.clone(), String::new());
        if new.is_empty() {
            return Some(vec![removal]);
        }
        let items = new.split(';').map(str::trim).filter(|i| !i.is_empty());
        // Each a `use` item with the group's visibility: a rewrite that would drop or change it
        // (a pattern without one matches any) is not written.
        let visibility: String = self.visibility.concat();
        let keeps = |i: &str| {
            let after = i.strip_prefix(visibility.as_str()).map(str::trim_start);
            let compact: String = i.chars().filter(|c| !c.is_whitespace()).collect();
            after.is_some_and(|a| a.starts_with("use ")) && compact.starts_with(&format!("{visibility}use"))
        };
        if !items.clone().all(keeps) || new.contains(['{', '}']) || !new.ends_with(';') {
            return None;
        }
        let text: String = items.map(|i| format!("\n{}{i};", self.indent)).collect();
        Some(vec![removal, (self.end..self.end, text)])
    }
}

/// The members of `tree`, their prefixes, and what removes each from its list (offsets of the
/// item's text, moved by `shift` to the file's). A `self` member stands for the prefix; a path
/// that holds `self` elsewhere (`self::a` in a group) is left out.
fn collect(tree: &ast::UseTree, prefix: &mut Vec<(String, [u32; 2])>, shift: u32, out: &mut Vec<Member>) {
    let at = |t: &SyntaxToken| {
        let r = t.text_range();
        (t.text().to_owned(), [u32::from(r.start()) + shift, u32::from(r.end()) + shift])
    };
    let Some(list) = tree.use_tree_list() else {
        let mut own: Vec<(String, [u32; 2])> = tokens(tree.syntax()).map(|t| at(&t)).collect();
        // A `self` member (`self`, `self as x`) stands for the group's prefix itself: `a::b::{self}`
        // is `use a::b;`. Its item is the prefix without its last `::`, then what follows
        // `self`; the prefix is the group's, so a rewrite of it moves the member out.
        let mut prefix = prefix.clone();
        if own.first().is_some_and(|(t, _)| t == "self") {
            let alone = own.len() == 1 || own[1].0 == "as";
            if !alone || prefix.last().is_none_or(|(t, _)| t != "::") {
                return;
            }
            prefix.pop();
            own.remove(0);
        } else if own.iter().any(|(t, _)| t == "self") {
            return;
        }
        let range = |t: &ast::UseTree| {
            let r = t.syntax().text_range();
            (u32::from(r.start()) + shift) as usize..(u32::from(r.end()) + shift) as usize
        };
        let siblings: Vec<ast::UseTree> = tree
            .syntax()
            .parent()
            .and_then(ast::UseTreeList::cast)
            .map(|l| l.use_trees().collect())
            .unwrap_or_default();
        let me = siblings.iter().position(|s| s.syntax() == tree.syntax());
        let this = range(tree);
        let removal = match me {
            Some(i) if i + 1 < siblings.len() => this.start..range(&siblings[i + 1]).start,
            Some(i) if i > 0 => range(&siblings[i - 1]).end..this.end,
            _ => this,
        };
        out.push(Member { prefix, own, removal });
        return;
    };
    let list_range = list.syntax().text_range();
    let depth = prefix.len();
    prefix.extend(tokens(tree.syntax()).filter(|t| !list_range.contains_range(t.text_range())).map(|t| at(&t)));
    for child in list.use_trees() {
        collect(&child, prefix, shift, out);
    }
    prefix.truncate(depth);
}

fn tokens(node: &ra_ap_syntax::SyntaxNode) -> impl Iterator<Item = SyntaxToken> {
    node.descendants_with_tokens().filter_map(|e| e.into_token()).filter(|t| !t.kind().is_trivia())
}

#[cfg(test)]
mod tests;

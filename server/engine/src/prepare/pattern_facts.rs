//! Facts read off a rule's patterns alone, once: which paths are compared by meaning, and
//! which statement sequences need the paths of a control-flow graph.

use ra_ap_syntax::{SyntaxKind, TextSize};
use smpl::pattern::{Mark, NodePat, Pat};

/// The text of a pattern path made only of names and `::` (two segments at least), which is
/// compared by meaning; `None` for paths with metavariables or generic arguments.
pub(crate) fn resolvable_path(n: &NodePat) -> Option<String> {
    let mut text = String::new();
    let mut ok = true;
    let mut segments = 0;
    let whole = Pat::Node(Box::new(n.clone()));
    whole.walk(&mut |p| match p {
        Pat::Token(t) if t.kind == SyntaxKind::IDENT || t.kind.is_keyword(crate::EDITION_FOR_PATCHES) => {
            segments += 1;
            text.push_str(&t.text)
        }
        Pat::Token(t) if t.kind == SyntaxKind::COLON2 => text.push_str("::"),
        Pat::Token(_) | Pat::Meta(_) | Pat::Dots(_) | Pat::Disj(_) | Pat::Conj(_) | Pat::Nest(_) => ok = false,
        Pat::Node(n) if n.kind == SyntaxKind::GENERIC_ARG_LIST => ok = false,
        _ => {}
    });
    (ok && segments >= 2).then_some(text)
}

/// Whether a statement sequence needs paths: it has `...` or a nest between statements (or a
/// disjunction or conjunction of sequences that do).
/// Whether the body of `rule` writes a path compared by what it names (`std::mem::take`).
pub(crate) fn names_resolvable_paths(rule: &smpl::Rule) -> bool {
    rule.body.as_ref().is_some_and(|b| {
        let mut paths = false;
        b.pattern.walk(&mut |p| {
            if let Pat::Node(n) = p
                && n.kind == ra_ap_syntax::SyntaxKind::PATH
            {
                paths |= resolvable_path(n).is_some();
            }
        });
        paths
    })
}

pub fn uses_paths(items: &[Pat]) -> bool {
    items.iter().any(needs_paths)
}

fn needs_paths(p: &Pat) -> bool {
    match p {
        Pat::Dots(_) | Pat::Nest(_) => true,
        Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().any(|b| matches!(b, Pat::Seq(items) if uses_paths(items))),
        Pat::Optional(inner) => needs_paths(inner),
        _ => false,
    }
}

/// Whether every leaf of `n` (of `rule`'s pattern) is on a `-` line, or every leaf is on a
/// context (or `*`) line and no `+` line falls among them; and nothing in it is `...`, a nest
/// or a disjunction.
pub(crate) fn kept_or_removed_whole(rule: &smpl::Rule, n: &NodePat) -> bool {
    {
        let mut span: Option<(TextSize, TextSize)> = None;
        let (mut plain, mut minus) = (true, false);
        for child in &n.children {
            child.walk(&mut |p| {
                let origin = match p {
                    Pat::Token(t) => t.origin,
                    Pat::Meta(m) => m.origin,
                    Pat::Node(_) => return,
                    _ => {
                        plain = false;
                        return;
                    }
                };
                minus |= origin.mark == Mark::Minus;
                let (first, last) = span.get_or_insert((origin.offset, origin.offset));
                *first = (*first).min(origin.offset);
                *last = (*last).max(origin.offset);
            });
        }
        let Some((first, last)) = span.filter(|_| plain) else { return false };
        if n.all_minus {
            return true;
        }
        let plus = rule.body.as_ref().map_or(&[][..], |b| &b.plus[..]);
        !minus && !plus.iter().any(|r| r.offset > first && r.offset <= last)
    }
}

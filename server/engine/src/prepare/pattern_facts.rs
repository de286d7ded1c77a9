//! Facts read off a rule's patterns alone, once: which paths are compared by meaning, and
//! which statement sequences need the paths of a control-flow graph.

use ra_ap_syntax::SyntaxKind;
use smpl::pattern::{NodePat, Pat};

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

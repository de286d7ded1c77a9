//! Paths with generic arguments (`Vec::<u8>::new`, `crate::c::Foo::<i32>::new`), compared by
//! what they name: the path without its arguments must name the same item (as paths without
//! arguments are compared, see `typed.rs`), and the arguments must be the same, segment by
//! segment counted from the end (`Foo::<i32>::new` written after `use crate::c::Foo;` matches
//! `crate::c::Foo::<i32>::new`; `Foo::<u8>::new` does not, nor does `Foo::new`). Arguments are
//! compared as tokens, and where they differ, an argument that is a plain type path on both
//! sides by what it names (`Vec::<String>` and `Vec::<std::string::String>`); a pattern whose
//! arguments hold a metavariable is matched as written.

use crate::code::CodeEl;
use ra_ap_syntax::{SyntaxKind, SyntaxNode};
use smpl::pattern::{NodePat, Pat};

/// A path split into its names and its segments' generic arguments.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Split {
    /// `crate::c::Foo::new`.
    pub names: String,
    /// (segment index counted from the last, the arguments' tokens).
    pub args: Vec<(usize, Vec<String>)>,
}

/// The pattern path `n` split, if it has generic arguments and they hold no metavariable,
/// `...` or other pattern operator, and each segment is a plain name.
pub(crate) fn of_pattern(n: &NodePat) -> Option<Split> {
    let segments = pattern_segments(n);
    let count = segments.len();
    let mut names = Vec::new();
    let mut args = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        let mut name = None;
        for child in &seg.children {
            match child {
                Pat::Node(inner) if inner.kind == SyntaxKind::NAME_REF => name = sole_token(inner),
                Pat::Node(inner) if inner.kind == SyntaxKind::GENERIC_ARG_LIST => {
                    args.push((count - 1 - i, tokens_of(child)?));
                }
                Pat::Token(t) if t.kind == SyntaxKind::COLON2 => {}
                _ => return None,
            }
        }
        names.push(name?);
    }
    (!args.is_empty()).then(|| Split { names: names.join("::"), args })
}

/// The code path `c` split the same way.
pub(crate) fn of_code(c: &CodeEl) -> Option<Split> {
    let node = c.as_node()?;
    let segments = code_segments(node);
    let count = segments.len();
    let mut names = Vec::new();
    let mut args = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        let mut name = None;
        for child in seg.children() {
            match child.kind() {
                SyntaxKind::NAME_REF => name = Some(child.text().to_string()),
                SyntaxKind::GENERIC_ARG_LIST => {
                    let tokens = child
                        .descendants_with_tokens()
                        .filter_map(|e| e.into_token())
                        .filter(|t| !t.kind().is_trivia())
                        .map(|t| t.text().to_owned())
                        .collect();
                    args.push((count - 1 - i, tokens));
                }
                _ => return None,
            }
        }
        names.push(name?);
    }
    Some(Split { names: names.join("::"), args })
}

/// The segments of a pattern path, first to last.
fn pattern_segments(n: &NodePat) -> Vec<&NodePat> {
    let mut out = Vec::new();
    for child in &n.children {
        if let Pat::Node(inner) = child {
            match inner.kind {
                SyntaxKind::PATH => out.extend(pattern_segments(inner)),
                SyntaxKind::PATH_SEGMENT => out.push(&**inner),
                _ => {}
            }
        }
    }
    out
}

fn code_segments(node: &SyntaxNode) -> Vec<SyntaxNode> {
    let mut out = Vec::new();
    for child in node.children() {
        match child.kind() {
            SyntaxKind::PATH => out.extend(code_segments(&child)),
            SyntaxKind::PATH_SEGMENT => out.push(child),
            _ => {}
        }
    }
    out
}

fn sole_token(n: &NodePat) -> Option<String> {
    match &n.children[..] {
        [Pat::Token(t)] => Some(t.text.clone()),
        _ => None,
    }
}

/// The tokens of a pattern piece; `None` if it holds anything but tokens and nodes.
fn tokens_of(p: &Pat) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut plain = true;
    p.walk(&mut |q| match q {
        Pat::Token(t) => out.push(t.text.clone()),
        Pat::Node(_) => {}
        _ => plain = false,
    });
    plain.then_some(out)
}

/// The pattern path's generic arguments, one text for each (`std::string::String`), by segment
/// counted from the last; `None` if an argument holds anything but tokens.
pub(crate) fn pattern_args(n: &NodePat) -> Option<Vec<(usize, Vec<String>)>> {
    let segments = pattern_segments(n);
    let count = segments.len();
    let mut out = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        for child in &seg.children {
            let Pat::Node(list) = child else { continue };
            if list.kind != SyntaxKind::GENERIC_ARG_LIST {
                continue;
            }
            let args = list
                .children
                .iter()
                .filter(|a| matches!(a, Pat::Node(_)))
                .map(|a| tokens_of(a).map(|t| t.concat()))
                .collect::<Option<Vec<String>>>()?;
            out.push((count - 1 - i, args));
        }
    }
    Some(out)
}

/// The code path's generic arguments, by segment counted from the last: for each, the path
/// it is when it is a plain type path (`String`, `std::string::String`), else `None`.
pub(crate) fn code_arg_paths(c: &CodeEl) -> Option<Vec<(usize, Vec<Option<CodeEl>>)>> {
    let node = c.as_node()?;
    let segments = code_segments(node);
    let count = segments.len();
    let mut out = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        for list in seg.children().filter(|n| n.kind() == SyntaxKind::GENERIC_ARG_LIST) {
            let args = list
                .children()
                .map(|arg| {
                    let ty = arg.children().find(|t| t.kind() == SyntaxKind::PATH_TYPE)?;
                    let path = ty.children().find(|p| p.kind() == SyntaxKind::PATH)?;
                    let plain = !path.descendants().any(|d| d.kind() == SyntaxKind::GENERIC_ARG_LIST);
                    plain.then(|| CodeEl::node(path, c.shift))
                })
                .collect();
            out.push((count - 1 - i, args));
        }
    }
    Some(out)
}

//! Added code in a crate that is built without std (`#![no_std]`): a path the `+` code writes
//! from `std` (`std::iter::repeat_n`) is written from `core` or `alloc` where the same item
//! lives there (`core::iter::repeat_n`), as the semantic model says; a path whose item exists
//! only in std (`std::fs::read`) cannot be added there, and the matches that would add it are
//! refused (see `refuse`).

use crate::rewriting::respell::Respelling;
use ra_ap_syntax::{SyntaxKind, SyntaxNode, TextRange};
use sema_api::{FileSemantics, Ns};
use smpl::Rule;

/// How a rule's added code must change to build without std.
#[derive(Default)]
pub(crate) struct NoStd {
    /// `std::a::b` written `core::a::b` (or `alloc::`).
    pub respell: Vec<Respelling>,
    /// Paths from `std` that neither `core` nor `alloc` has...
    pub missing: Vec<String>,
    /// ...or, when no model could say, every path from `std` the rule adds.
    pub homes_unknown: bool,
}

/// What `rule`'s added code needs in the file `root` (`sema` answers about it, when there is
/// a model; `at`: code of the file, which names its crate). `None` when the crate has std, or
/// when neither the model nor the file says it has not.
pub(crate) fn adapt(rule: &Rule, sema: Option<&dyn FileSemantics>, root: &SyntaxNode, at: TextRange) -> Option<NoStd> {
    let runs = rule.body.as_ref().map_or(&[][..], |b| &b.plus[..]);
    let mut paths: Vec<Vec<String>> = Vec::new();
    for path in runs.iter().flat_map(|r| &r.lines).flat_map(|line| std_paths(line)) {
        if !paths.contains(&path) {
            paths.push(path);
        }
    }
    if paths.is_empty() {
        return None;
    }
    // Asked only of rules that add paths from std: the question may load the model.
    let sema = match sema.map(|s| (s, s.crate_is_no_std())) {
        Some((_, Some(false))) => return None,
        Some((sema, Some(true))) => sema,
        // No model, or one that cannot tell: a crate root that says `#![no_std]` is enough to
        // know, but not where the items live in its stead.
        _ if declares_no_std(root) => {
            let missing = paths.iter().map(|p| p.join("::")).collect();
            return Some(NoStd { respell: Vec::new(), missing, homes_unknown: true });
        }
        _ => return None,
    };
    let mut out = NoStd::default();
    for path in paths {
        let text = path.join("::");
        let resolve = |p: &str| sema.resolve_text(p, Ns::Value, at).or_else(|| sema.resolve_text(p, Ns::Type, at));
        let std_item = resolve(&text);
        let rest = path[1..].join("::");
        let home = ["core", "alloc"].into_iter().find(|krate| {
            let other = resolve(&format!("{krate}::{rest}"));
            other.is_some() && other == std_item
        });
        match home {
            Some(krate) => out.respell.push(Respelling::new(path, format!("{krate}::{rest}"))),
            None => out.missing.push(text),
        }
    }
    Some(out)
}

/// Whether the file is a crate root that says `#![no_std]` (also as
/// `#![cfg_attr(.., no_std)]`, which may hold).
fn declares_no_std(root: &SyntaxNode) -> bool {
    root.children().filter(|n| n.kind() == SyntaxKind::ATTR).any(|attr| {
        let inner = attr.children_with_tokens().any(|t| t.kind() == SyntaxKind::BANG);
        inner && attr.descendants_with_tokens().any(|t| t.as_token().is_some_and(|t| t.text() == "no_std"))
    })
}

/// The paths of `code` that start with `std` (`std::iter::repeat_n`), as segments.
fn std_paths(code: &str) -> Vec<Vec<String>> {
    crate::plus_code::paths(&crate::plus_code::tokens(code))
        .into_iter()
        .filter(|p| p.names.len() > 1 && p.names[0] == "std")
        .map(|p| p.names.iter().map(|n| n.to_string()).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::std_paths;

    #[test]
    fn paths_from_std_are_found_whole() {
        let found = std_paths("std::iter::repeat_n(x, n).map(std::mem::take) + a::std::b + std");
        let found: Vec<String> = found.iter().map(|p| p.join("::")).collect();
        assert_eq!(found, ["std::iter::repeat_n", "std::mem::take"]);
    }
}

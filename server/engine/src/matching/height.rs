//! How deep a pattern reaches, and how deep code goes: a pattern that must descend N levels
//! cannot match code that nests fewer, so a search skips such starts without trying them.
//!
//! Without the bound, a pattern N levels deep is tried at each of a chain's N nodes and each
//! try descends as far as the code goes before it fails: `!!…!e` (5,000 `!`) against as many
//! took 10 s. With it, that chain is tried once. The bound is a lower one: a pattern node
//! counts only where the matcher always meets it with a code node of its own kind whose
//! children match its children (an isomorphism that lets the code be shallower, such as
//! `!(a == b)` for `a != b`, a path compared by what it names, or an iso file's
//! alternative, stops the count there). Only deep patterns pay for measuring the code.

use std::cell::RefCell;
use std::collections::HashMap;

use ra_ap_syntax::{SyntaxKind, SyntaxNode, WalkEvent};
use smpl::pattern::{NodePat, Pat};

use crate::code::CodeEl;
use crate::matching::matcher::Ctx;

/// Patterns reaching less deep than this are tried everywhere their kind allows, as
/// measuring the code would cost more than it saves (written patterns nest a dozen levels).
pub(crate) const DEEP: usize = 64;

/// Kinds whose pattern node meets code at least as deep as itself: a node of the same kind
/// with its children under it (code in parentheses only adds a level; a method call that a
/// model matches with a call of a path has its receiver one level lower there).
fn counts(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(
        kind,
        PREFIX_EXPR
            | REF_EXPR
            | TRY_EXPR
            | AWAIT_EXPR
            | PAREN_EXPR
            | FIELD_EXPR
            | INDEX_EXPR
            | BIN_EXPR
            | CAST_EXPR
            | METHOD_CALL_EXPR
            | ARG_LIST
    )
}

impl Ctx<'_> {
    /// A lower bound on the height of any code `pat` matches (a token: 0; a node: one more
    /// than its highest child).
    pub(crate) fn least_height(&self, pat: &Pat) -> usize {
        match pat {
            Pat::Node(n) if self.counts_whole(n) => {
                1 + n.children.iter().map(|c| self.least_height(c)).max().unwrap_or(0)
            }
            Pat::Disj(d) => d.branches.iter().map(|b| self.least_height(b)).min().unwrap_or(0),
            _ => 0,
        }
    }

    fn counts_whole(&self, n: &NodePat) -> bool {
        counts(n.kind) && self.user_isos.get(n).is_empty() && !crate::matching::negation::may_match_other_shape(n)
    }
}

/// Heights of code nodes, measured once per node however many starts ask.
#[derive(Default)]
pub(crate) struct CodeHeights(RefCell<HashMap<SyntaxNode, usize>>);

impl CodeHeights {
    pub(crate) fn of(&self, c: &CodeEl) -> usize {
        let Some(node) = c.as_node() else { return 0 };
        if let Some(&h) = self.0.borrow().get(node) {
            return h;
        }
        self.measure(node)
    }

    /// Measures `root` and every node under it not measured yet, without recursion (the
    /// code may nest thousands of levels).
    fn measure(&self, root: &SyntaxNode) -> usize {
        let mut known = self.0.borrow_mut();
        // The highest child seen so far of each node entered and not left.
        let mut open: Vec<usize> = Vec::new();
        let mut preorder = root.preorder();
        while let Some(event) = preorder.next() {
            match event {
                WalkEvent::Enter(node) => {
                    if let Some(&h) = known.get(&node) {
                        preorder.skip_subtree();
                        if let Some(top) = open.last_mut() {
                            *top = (*top).max(h);
                        }
                    } else {
                        open.push(0);
                    }
                }
                WalkEvent::Leave(node) => {
                    if known.contains_key(&node) {
                        continue;
                    }
                    let h = 1 + open.pop().unwrap_or(0);
                    known.insert(node, h);
                    if let Some(top) = open.last_mut() {
                        *top = (*top).max(h);
                    }
                }
            }
        }
        known.get(root).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::CodeHeights;
    use crate::code::CodeEl;
    use ra_ap_syntax::{AstNode, Edition, SourceFile};

    #[test]
    fn a_node_is_one_higher_than_its_highest_child() {
        let file = SourceFile::parse("fn f() { !!x; }", Edition::Edition2021).tree();
        let heights = CodeHeights::default();
        let prefixes: Vec<_> = file
            .syntax()
            .descendants()
            .filter(|n| n.kind() == ra_ap_syntax::SyntaxKind::PREFIX_EXPR)
            .map(|n| heights.of(&CodeEl::node(n, 0)))
            .collect();
        // `!!x`: PREFIX_EXPR > PREFIX_EXPR > PATH_EXPR > PATH > PATH_SEGMENT > NAME_REF.
        assert_eq!(prefixes, vec![6, 5]);
        // Measured from the outer node first, the inner one is known, and agrees.
        let fresh = CodeHeights::default();
        let inner = file.syntax().descendants().filter(|n| n.kind() == ra_ap_syntax::SyntaxKind::PREFIX_EXPR).nth(1);
        assert_eq!(fresh.of(&CodeEl::node(inner.unwrap(), 0)), 5);
    }

    fn reports(patch: &str, src: &str) -> Vec<String> {
        let parsed = smpl::parse_patch(patch);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let out = crate::Engine::new(&parsed.patch).apply(src, Edition::Edition2021);
        out.reports.iter().map(|r| src[r.range.start().into()..r.range.end().into()].to_owned()).collect()
    }

    #[test]
    fn a_deep_pattern_still_matches_wherever_the_code_is_deep_enough() {
        let bangs = |n: usize| "!".repeat(n);
        let patch = format!("@@\nexpression e;\n@@\n* {}e\n", bangs(100));
        // Matches start at each of the first six `!`: deeper ones leave too few for the pattern.
        let src = format!("fn f() {{ let y = {}x; }}\n", bangs(105));
        let found = reports(&patch, &src);
        assert_eq!(found.len(), 6, "{found:?}");
        assert_eq!(found[0], format!("{}x", bangs(105)));
    }

    #[test]
    fn an_isomorphism_at_the_bottom_of_a_deep_pattern_still_applies() {
        let bangs = "!".repeat(80);
        // `!(a == b)` in the pattern meets `a != b` in the code: the code is two levels lower.
        let patch = format!("@@\nexpression a, b;\n@@\n* {bangs}!(a == b)\n");
        let src = format!("fn f() {{ let y = {bangs}(p != q); }}\n");
        // (The report marks the pattern's tokens: the `!`s, and the comparison they negate.)
        assert_eq!(reports(&patch, &src), vec![bangs.clone(), "p != q".to_owned()]);
    }
}

//! Walking code for matches: the kinds a pattern can start at, the walk over the tree (and over
//! macro arguments re-parsed as expressions) that the searches share, and collecting the
//! matches found from one starting point.

use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::Instance;
use ra_ap_syntax::{AstNode, SyntaxKind, ast};
use smpl::pattern::Pat;

/// The syntax kinds a pattern can start at (or an alternative isomorphism files give it,
/// `alts`); `None` when any node may do.
pub fn root_kinds(p: &Pat, alts: &crate::matching::user_isos::Alternatives) -> Option<Vec<SyntaxKind>> {
    match p {
        Pat::Node(n) => {
            let mut kinds = vec![n.kind];
            // An expression-position macro pattern also matches an item-position macro call.
            if n.kind == SyntaxKind::MACRO_EXPR {
                kinds.push(SyntaxKind::MACRO_CALL);
            }
            // A call of a path and a method call may be the same call (matched with a model).
            if n.kind == SyntaxKind::CALL_EXPR {
                kinds.push(SyntaxKind::METHOD_CALL_EXPR);
            }
            if n.kind == SyntaxKind::METHOD_CALL_EXPR {
                kinds.push(SyntaxKind::CALL_EXPR);
            }
            // `!(a == b)` and `a != b` may be the same (isomorphisms of negation).
            kinds.extend(crate::matching::negation::other_kinds(n));
            // `return e;` may be a tail `e` (isomorphism `tail_return`).
            if let Some((_, value)) = crate::matching::isos::returned_value(n) {
                kinds.extend(root_kinds(value, alts)?);
            }
            for alternative in alts.get(n) {
                kinds.extend(root_kinds(alternative, alts)?);
            }
            Some(kinds)
        }
        Pat::Token(t) => Some(vec![t.kind]),
        Pat::Disj(d) | Pat::Conj(d) => {
            let mut all = Vec::new();
            for b in &d.branches {
                all.extend(root_kinds(b, alts)?);
            }
            Some(all)
        }
        _ => None,
    }
}

/// How many complete matches one starting point may give before the search moves on: ways
/// of matching multiply (`f(..., x, ...)` gives one per argument), and this bounds pathological
/// patterns.
const MATCHES_PER_START: usize = 1000;

/// Collects the matches found from one starting point: every way the pattern matches there
/// (the matcher backtracks for more until told to stop), the same match found twice kept once.
pub struct Found<'o> {
    out: &'o mut Vec<Instance>,
    start: usize,
    limit: usize,
    calls: usize,
}

impl<'o> Found<'o> {
    pub fn new(out: &'o mut Vec<Instance>, limit: usize) -> Found<'o> {
        let start = out.len();
        Found { out, start, limit, calls: 0 }
    }

    /// Records a match; `true` tells the matcher to stop looking for more.
    pub fn add(&mut self, inst: Instance) -> bool {
        self.calls += 1;
        if !self.out[self.start..].iter().any(|o| o.same_as(&inst)) {
            self.out.push(inst);
        }
        self.out.len() >= self.limit || self.calls >= MATCHES_PER_START
    }
}

/// Adds `inst` to `out` unless the same match is there; always `false` (look for more).
pub fn push_unique(out: &mut Vec<Instance>, inst: Instance) -> bool {
    if !out.iter().any(|o| o.same_as(&inst)) {
        out.push(inst);
    }
    false
}

/// Patterns with no fixed root kind (a lone metavariable) start at expressions, types,
/// statements and Rust patterns, not at every punctuation node.
pub(crate) fn can_start(c: &CodeEl) -> bool {
    let k = c.kind();
    ast::Expr::can_cast(k)
        || ast::Type::can_cast(k)
        || ast::Pat::can_cast(k)
        || ast::Stmt::can_cast(k)
        || k == SyntaxKind::NAME
        || k == SyntaxKind::NAME_REF
}

/// Whether `call` (a MACRO_CALL) is one of the macros whose arguments are never searched.
fn is_opaque(call: &ra_ap_syntax::SyntaxNode, opaque: &[String]) -> bool {
    !opaque.is_empty()
        && ast::MacroCall::cast(call.clone())
            .and_then(|m| m.path())
            .and_then(|p| p.segment())
            .and_then(|s| s.name_ref())
            .is_some_and(|n| opaque.iter().any(|o| n.text() == o.as_str()))
}

/// Visits every node under `roots` in preorder, descending into macro calls whose arguments
/// parse as expressions. `visit` returns `false` to stop.
pub fn walk(roots: &[CodeEl], ctx: &Ctx, visit: &mut dyn FnMut(&CodeEl) -> bool) {
    walk_with(roots, ctx, Walk::Matches, visit)
}

/// Which code a walk visits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Walk {
    /// The whole-file search for matches: macro calls without the rule's words, and opaque
    /// macros, are not entered; nor are the ranges the run skips.
    Gated,
    /// Searches for matches inside a match (nests, expression lines): every macro call but the
    /// opaque ones.
    Matches,
    /// Searches for code a `when` forbids: everything.
    Everything,
    /// Searches for a name a `when` forbids: everything but macro arguments, which
    /// [`crate::matching::name_uses`] reads token by token.
    OutsideMacros,
}

/// [`walk`]; with `gated`, macro calls whose text lacks the rule's words are not entered (the
/// whole-file search); searches for other patterns (`when`, nests) enter every macro call.
pub fn walk_with(roots: &[CodeEl], ctx: &Ctx, how: Walk, visit: &mut dyn FnMut(&CodeEl) -> bool) {
    let gated = how == Walk::Gated;
    // The whole-file search only enters code holding the rule's words: a syntactic match is
    // made of its code's tokens, so code without them holds none. Not so where the model
    // compares by meaning: an alias (`use std::mem::replace as swap`) or an implicit borrow
    // (`it.nth(0)` for `Iterator::nth(&mut x, 0)`) matches without the pattern's words.
    let prune = gated && ctx.sema.is_none();
    let mut stack: Vec<CodeEl> = roots.iter().rev().filter(|r| r.as_node().is_some()).cloned().collect();
    while let Some(c) = stack.pop() {
        if !visit(&c) {
            return;
        }
        let Some(node) = c.as_node() else { continue };
        let mark = stack.len();
        for child in node.children() {
            if gated {
                let range = crate::code::shift_range(child.text_range(), c.shift);
                if prune && !ctx.words.holds(ctx.req, range) || !ctx.skip.is_empty() && ctx.skip.contains(&range) {
                    continue;
                }
            }
            if child.kind() == SyntaxKind::TOKEN_TREE {
                if node.kind() == SyntaxKind::MACRO_CALL
                    && how != Walk::OutsideMacros
                    && (how == Walk::Everything || !is_opaque(node, ctx.opaque_macros))
                {
                    let tt = CodeEl::node(child, c.shift);
                    let has_words = ctx.words.holds(ctx.req, tt.range());
                    if (!gated || ctx.worth_reparsing(&tt))
                        && let Some(args) = ctx.macros.contents(&tt, ctx.edition, has_words)
                    {
                        stack.extend(args.items.into_iter().filter(|i| i.as_node().is_some()));
                    }
                }
                continue;
            }
            stack.push(CodeEl::node(child, c.shift));
        }
        stack[mark..].reverse();
    }
}

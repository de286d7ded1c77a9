//! A shortcut for the commonest `...` pattern: a statement followed by a trailing `...` whose
//! only constraints are `when != P` (`- let x = e; ... when != x`: a binding nothing uses).
//! Building a body's control-flow graph costs about as much as parsing it, and most bodies can
//! be decided from their syntax alone:
//!
//! - nothing in the body but the matched statement holds a match of `P` (nor another statement
//!   like the matched one, which would end the path early): every path keeps to the `when`, the
//!   pattern matches;
//! - a match of `P` comes after the statement with nothing between that can leave the normal
//!   flow (`return`, `break`, `continue`, a panic, a `loop`): some path reaches it, and forall
//!   fails.
//!
//! Anything else (a match only before the statement, reachable through a loop; a jump in
//! between) is left to the graph, so the answers are the graph's.

use crate::code::CodeEl;
use crate::matcher::{Ctx, Hit, Instance, State};
use crate::prefilter::Req;
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};
use smpl::pattern::{Pat, When};

/// What the syntax says about a body.
pub enum Quick {
    /// The matches in the body, decided without its graph.
    Decided(Vec<Instance>),
    /// The graph must decide.
    NeedsGraph,
}

/// Words that end or redirect the normal flow of control between two statements.
const DIVERGING: &[&str] = &["return", "break", "continue", "loop", "panic", "unreachable", "todo", "unimplemented"];

impl Ctx<'_> {
    /// The shortcut's patterns: `[statement, ... when != P...]` in a forall rule.
    pub(crate) fn quick_shape<'p>(&self, items: &'p [Pat]) -> Option<(&'p Pat, &'p smpl::pattern::DotsPat)> {
        let [first, Pat::Dots(d)] = items else { return None };
        let statement = matches!(first, Pat::Node(n) if ast::Stmt::can_cast(n.kind) && (n.kind != SyntaxKind::EXPR_STMT
            || n.children.iter().any(|c| matches!(c, Pat::Token(t) if t.kind == SyntaxKind::SEMICOLON))));
        let whens_ok = !d.whens.is_empty() && d.whens.iter().all(|w| matches!(w, When::NotMatch(_) | When::Strict));
        (statement && whens_ok && self.is_forall(&d.whens)).then_some((first, d))
    }

    /// Decides the matches of `[first, ... when != P]` in `body` from its syntax, if it can.
    pub(crate) fn quick_trailing_gap(
        &self,
        first: &Pat,
        dots: &smpl::pattern::DotsPat,
        body: &CodeEl,
        base: &State,
    ) -> Quick {
        // Bodies re-parsed from macro arguments have ranges that are not the tree's.
        let Some(node) = body.as_node().filter(|_| body.shift == 0) else { return Quick::NeedsGraph };
        let body_range = body.range();
        let mut out = Vec::new();
        let statements: Vec<CodeEl> = body_statements(node).into_iter().map(|n| CodeEl::node(n, body.shift)).collect();
        // Only statements of the pattern's kind can start a match.
        let kinds = crate::search::root_kinds(first);
        for s in statements.iter().filter(|s| kinds.as_ref().is_none_or(|k| k.contains(&s.kind()))) {
            let s = s.clone();
            let mut undecided = false;
            let mut st = base.child();
            let mut found = crate::search::Found::new(&mut out, usize::MAX);
            self.m(first, &s, &mut st, &mut |st: &mut State| match self.decide(
                first,
                dots,
                &s,
                body,
                &statements,
                body_range,
                st,
            ) {
                Some(true) => {
                    let saved = st.save();
                    let after = TextRange::new(s.range().end(), body_range.end());
                    st.hits.push(Hit {
                        origin: dots.origin,
                        range: after,
                        el: None,
                        gap: true,
                        implicit_return: false,
                    });
                    let stop = found.add(st.to_instance(&s, None));
                    st.restore(saved);
                    stop
                }
                Some(false) => false,
                None => {
                    undecided = true;
                    true
                }
            });
            if undecided {
                return Quick::NeedsGraph;
            }
        }
        Quick::Decided(out)
    }

    /// `Some(true)`: the trailing `...` holds from `s`; `Some(false)`: it does not; `None`: ask
    /// the graph.
    #[allow(clippy::too_many_arguments)]
    fn decide(
        &self,
        first: &Pat,
        dots: &smpl::pattern::DotsPat,
        s: &CodeEl,
        body: &CodeEl,
        statements: &[CodeEl],
        body_range: TextRange,
        st: &State,
    ) -> Option<bool> {
        // In a loop, the paths from the statement come back to it: the graph decides.
        let in_loop = s.as_node().is_some_and(|n| {
            n.ancestors()
                .take_while(|a| !cfg::is_body(a))
                .any(|a| matches!(a.kind(), SyntaxKind::LOOP_EXPR | SyntaxKind::WHILE_EXPR | SyntaxKind::FOR_EXPR))
        });
        if in_loop {
            return None;
        }
        let text = self.src.as_bytes();
        let own = s.range();
        let before = text.get(usize::from(body_range.start())..usize::from(own.start()))?;
        let after = text.get(usize::from(own.end())..usize::from(body_range.end()))?;
        let bound = |id: usize| st.env.get(id).and_then(|v| v.idents());
        // Another statement like the matched one would end paths early (shortest path).
        let prev = Req::of_bound_pat(first, self.rule, &bound);
        if (prev.check(before) || prev.check(after))
            && statements
                .iter()
                .filter(|o| o.range() != own)
                .any(|o| self.m(first, o, &mut st.child(), &mut |_: &mut State| true))
        {
            return None;
        }
        let mut violations: Vec<TextRange> = Vec::new();
        for w in &dots.whens {
            let When::NotMatch(p) = w else { continue };
            let req = Req::of_bound_pat(p, self.rule, &bound);
            if req != Req::True && !req.check(before) && !req.check(after) {
                continue;
            }
            let name = crate::name_uses::bare_name(p, st);
            violations.extend(
                self.find_all_pruned(p, std::slice::from_ref(body), st, &req, name.is_none())
                    .iter()
                    .map(Instance::range)
                    .chain(name.map(|n| self.hidden_uses(&n, std::slice::from_ref(body))).unwrap_or_default())
                    .filter(|r| !own.contains_range(*r)),
            );
        }
        if violations.is_empty() {
            return Some(true);
        }
        let reached = violations.iter().any(|v| {
            v.start() >= own.end()
                && later_statement(s, *v)
                && text.get(usize::from(own.end())..usize::from(v.start())).is_some_and(|between| !diverges(between))
        });
        if reached { Some(false) } else { None }
    }
}

/// Whether code at `v` lies in a statement after `s` in the innermost block holding both (so
/// the normal flow from `s` gets there), rather than in another branch of a statement `s` is in.
fn later_statement(s: &CodeEl, v: TextRange) -> bool {
    let Some(node) = s.as_node() else { return false };
    let Some(block) = node.ancestors().find(|a| a.kind() == SyntaxKind::STMT_LIST && a.text_range().contains_range(v))
    else {
        return false;
    };
    let child_holding = |r: TextRange| block.children().find(|c| c.text_range().contains_range(r));
    match (child_holding(node.text_range()), child_holding(v)) {
        (Some(a), Some(b)) => a.text_range().end() <= b.text_range().start(),
        _ => false,
    }
}

/// Whether code may leave the normal flow of control (a word of [`DIVERGING`] in it).
fn diverges(code: &[u8]) -> bool {
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    DIVERGING.iter().any(|w| {
        memchr::memmem::find_iter(code, w.as_bytes()).any(|at| {
            let end = at + w.len();
            (at == 0 || !is_word(code[at - 1])) && (end >= code.len() || !is_word(code[end]))
        })
    })
}

/// The statements of a body as its graph has them: the statements and tail expressions of its
/// blocks, not those of closures, async blocks or fns nested in it.
fn body_statements(body: &SyntaxNode) -> Vec<SyntaxNode> {
    let mut out = Vec::new();
    let mut stack: Vec<SyntaxNode> = body.children().collect();
    while let Some(n) = stack.pop() {
        if cfg::is_body(&n) {
            continue;
        }
        if n.kind() == SyntaxKind::STMT_LIST {
            out.extend(n.children().filter(|c| ast::Stmt::can_cast(c.kind()) || ast::Expr::can_cast(c.kind())));
        }
        stack.extend(n.children());
    }
    out.sort_by_key(|n| n.text_range().start());
    out
}

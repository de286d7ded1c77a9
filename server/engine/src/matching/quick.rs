//! A shortcut for the commonest `...` pattern: a statement followed by a trailing `...` whose
//! only constraints are `when != P` (`- let x = e; ... when != x`: a binding nothing uses).
//! Building a body's control-flow graph costs about as much as parsing it, and most bodies can
//! be decided from their syntax alone, with the graph's answers:
//!
//! - the words of no `P` occur in the body around the statement: every path keeps to the
//!   `when`s, the pattern matches (the graph does not walk either);
//! - outside loops, code matching `P` (or another statement like the matched one, which ends a
//!   path early: shortest path) only before the statement or in another branch of an `if` or
//!   `match` it is in: no path gets there, the pattern matches;
//! - such code in a later statement that the flow surely reaches ([`crate::matching::flow`]): some path
//!   breaks the `when`, and forall fails;
//! - in a loop whose body surely comes back around to the statement: that path ends at the
//!   statement itself without reaching the end, and forall fails.
//!
//! Anything else (a jump on the way, a loop that may not come back) is left to the graph. `tests/shortcuts.rs` and `cocci-bench` check that both give the same answers.

use crate::code::{CodeEl, shift_range};
use crate::matching::matcher::Ctx;
use crate::matching::state::{Hit, Instance, State};
use crate::prepare::prefilter::Req;
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};
use smpl::pattern::{Pat, When};

/// A sequence the shortcut can decide: a statement, then a trailing `...` with `when != P`.
pub(crate) struct Shape<'p> {
    first: &'p Pat,
    dots: &'p smpl::pattern::DotsPat,
    /// The words a statement needs to match `first`.
    first_words: Req,
}

/// What the syntax says about a body.
pub enum Quick {
    /// The matches in the body, decided without its graph.
    Decided(Vec<Instance>),
    /// The graph must decide.
    NeedsGraph,
}

impl Ctx<'_> {
    /// The shortcut's patterns: `[statement, ... when != P...]` in a forall rule.
    pub(crate) fn quick_shape<'p>(&self, items: &'p [Pat]) -> Option<Shape<'p>> {
        let [first, Pat::Dots(d)] = items else { return None };
        let statement = matches!(first, Pat::Node(n) if ast::Stmt::can_cast(n.kind) && (n.kind != SyntaxKind::EXPR_STMT
            || n.children.iter().any(|c| matches!(c, Pat::Token(t) if t.kind == SyntaxKind::SEMICOLON))));
        let whens_ok = !d.whens.is_empty() && d.whens.iter().all(|w| matches!(w, When::NotMatch(_) | When::Strict));
        // Where the model compares by meaning, a statement may match without the pattern's
        // words (see `walk::walk_with`).
        let first_words = if self.sema.is_none() {
            Req::of_bound_pat(first, self.rule, self.user_isos, &|_| None)
        } else {
            Req::True
        };
        (statement && whens_ok && self.is_forall(&d.whens)).then_some(Shape { first, dots: d, first_words })
    }

    /// Decides the matches of `[first, ... when != P]` in `body` from its syntax, if it can.
    pub(crate) fn quick_trailing_gap(&self, shape: &Shape, body: &CodeEl, base: &State) -> Quick {
        let Shape { first, dots, first_words } = shape;
        let Some(node) = body.as_node() else { return Quick::NeedsGraph };
        let body_range = body.range();
        let mut out = Vec::new();
        // Only statements holding the pattern's words can match it.
        let statements: Vec<CodeEl> =
            body_statements(node, &|r| self.words.holds(first_words, shift_range(r, body.shift)))
                .into_iter()
                .map(|n| CodeEl::node(n, body.shift))
                .collect();
        // Only statements of the pattern's kind can start a match.
        let kinds = crate::matching::walk::root_kinds(first, self.user_isos);
        for s in statements.iter().filter(|s| kinds.as_ref().is_none_or(|k| k.contains(&s.kind()))) {
            let s = s.clone();
            let mut undecided = false;
            let mut st = base.child();
            let mut found = crate::matching::walk::Found::new(&mut out, usize::MAX);
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
                    st.hits.push(Hit { origin: dots.origin, range: after, el: None, gap: true, implicit: None });
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
        let own = s.range();
        // Whether the body around the statement holds the words `req` needs.
        let around = |req: &Req| self.words.holds_around(req, body_range, own);
        around(&Req::True)?;
        let bound = |id: usize| st.env.get(id).and_then(|v| v.idents());
        // In a loop, a path around it comes back to the statement itself, which ends the
        // `...` (shortest path) short of the end: forall fails, as in spatch and on the graph,
        // whatever the `when`s say.
        // (A body re-parsed from macro arguments has its tree's ranges moved by `shift`.)
        let text = crate::matching::flow::BodyText { src: self.src, shift: s.shift };
        if s.as_node().is_some_and(crate::matching::flow::in_loop) {
            return s.as_node().is_some_and(|n| crate::matching::flow::surely_loops_back(n, text)).then_some(false);
        }
        let mut violations: Vec<TextRange> = Vec::new();
        let mut searched = false;
        // Outside loops only code after the statement counts (see below): it is searched, not
        // the whole body.
        let later = code_after(s, body);
        for w in &dots.whens {
            let When::NotMatch(p) = w else { continue };
            let req = Req::of_bound_pat(p, self.rule, self.user_isos, &bound);
            if req != Req::True && around(&req) == Some(false) {
                continue;
            }
            searched = true;
            let name = crate::matching::name_uses::bare_name(p, st);
            violations.extend(
                self.find_all_pruned(p, &later, st, &req, name.is_none())
                    .iter()
                    .map(Instance::range)
                    .chain(name.map(|n| self.hidden_uses(&n, &later)).unwrap_or_default())
                    .filter(|r| !own.contains_range(*r)),
            );
        }
        // The words of no `when` around the statement: no path can break them (the graph
        // does not walk either: `Ctx::words_absent_around`).
        if !searched {
            return Some(true);
        }
        // Another statement like the matched one ends a path that reaches it (shortest path)
        // without reaching the end, as forbidden code does.
        // (A prefilter: only metavariables bound to one name give words. All the names of a
        // bound expression would each be looked up in the file, for nothing more.)
        let one_name = |id: usize| st.env.get(id)?.sole_name().map(|n| vec![n]);
        let prev = Req::of_bound_pat(first, self.rule, self.user_isos, &one_name);
        if around(&prev) == Some(true) {
            // Only statements after this one count (see below), and only those holding the
            // words: matching every statement of the body for every match was quadratic.
            violations.extend(
                statements
                    .iter()
                    .filter(|o| o.range().start() >= own.end())
                    .filter(|o| self.words.holds(&prev, o.range()))
                    .filter(|o| self.m(first, o, &mut st.child(), &mut |_: &mut State| true))
                    .map(CodeEl::range),
            );
        }
        // Outside loops, the flow from the statement never comes back to code before it, nor
        // goes into another branch of an `if` or `match` it is in.
        let elsewhere: Vec<TextRange> = other_branches(s).into_iter().map(|r| shift_range(r, s.shift)).collect();
        violations.retain(|v| v.start() >= own.end() && !elsewhere.iter().any(|b| b.contains_range(*v)));
        if violations.is_empty() {
            return Some(true);
        }
        let node = s.as_node()?;
        let reached =
            violations.iter().any(|v| crate::matching::flow::surely_reaches(node, shift_range(*v, -s.shift), text));
        if reached { Some(false) } else { None }
    }
}

/// The code of `body` after the statement `s`: the siblings after it, and after each node
/// around it up to the body. Every node that starts after `s` ends lies in one of them.
fn code_after(s: &CodeEl, body: &CodeEl) -> Vec<CodeEl> {
    let (Some(node), Some(body_node)) = (s.as_node(), body.as_node()) else { return vec![body.clone()] };
    let mut out = Vec::new();
    for level in node.ancestors() {
        if level == *body_node {
            return out;
        }
        out.extend(level.siblings(ra_ap_syntax::Direction::Next).skip(1).map(|n| CodeEl::node(n, s.shift)));
    }
    // Not inside the body after all: all of it.
    vec![body.clone()]
}

/// The code after `s` in other branches than its own of the `if`s and `match`es it is in (the
/// `else` part after a `then` block, the arms after its arm): the flow from `s` leaves those
/// without going there (outside loops).
fn other_branches(s: &CodeEl) -> Vec<TextRange> {
    let Some(node) = s.as_node() else { return Vec::new() };
    let mut out = Vec::new();
    let mut child = node.clone();
    for a in node.ancestors().skip(1) {
        if cfg::is_body(&a) {
            break;
        }
        match a.kind() {
            // The branches are the block and the `else` part, not the condition (which may be
            // a block too: `if { let x = f(); x > 0 } { .. }` flows into the branches).
            SyntaxKind::IF_EXPR => {
                let if_expr = ast::IfExpr::cast(a.clone());
                let then = if_expr.as_ref().and_then(|i| i.then_branch()).map(|b| b.syntax().clone());
                if then.as_ref() == Some(&child) {
                    out.push(TextRange::new(child.text_range().end(), a.text_range().end()));
                }
            }
            SyntaxKind::MATCH_ARM_LIST => out.push(TextRange::new(child.text_range().end(), a.text_range().end())),
            _ => {}
        }
        child = a;
    }
    out
}

/// The statements of a body as its graph has them (the statements and tail expressions of its
/// blocks, not those of closures, async blocks or fns nested in it) whose text `holds` what
/// the caller needs; code that does not is not entered.
fn body_statements(body: &SyntaxNode, holds: &dyn Fn(TextRange) -> bool) -> Vec<SyntaxNode> {
    let mut out = Vec::new();
    let mut stack: Vec<SyntaxNode> = body.children().filter(|c| holds(c.text_range())).collect();
    while let Some(n) = stack.pop() {
        if cfg::is_body(&n) {
            continue;
        }
        if n.kind() == SyntaxKind::STMT_LIST {
            out.extend(
                n.children().filter(|c| {
                    (ast::Stmt::can_cast(c.kind()) || ast::Expr::can_cast(c.kind())) && holds(c.text_range())
                }),
            );
        }
        stack.extend(n.children().filter(|c| holds(c.text_range())));
    }
    out.sort_by_key(|n| n.text_range().start());
    out
}

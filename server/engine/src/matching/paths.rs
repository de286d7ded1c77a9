//! `...` between statements, along the paths of a body's control-flow graph.
//!
//! A statement sequence `A ... B` matches where `A` matches a statement and, from there, the
//! paths through the graph reach a statement matching `B`: on every path for rules that change
//! code or only bind (forall), on one path for rules that only report (exists). Paths stop at
//! the first statement matching `B` (shortest path) unless `when any`, must not pass code that
//! `when != P` rejects, and may end early at an error exit (`?`, a panic, a bail-out `if`)
//! unless `when strict`. A trailing `...` runs to the end of the body; a sequence inside braces
//! (`{ A ... B }`) must end where the block does.
//!
//! What follows a `...` is matched at each place a path reaches on its own (a *tail*): a
//! metavariable first bound there may take another value on another path, as in Coccinelle
//! (`f(X); ... g(Y);` binds `Y` once per path). Tails are kept as sub-matches; values every
//! tail agrees on are bound in the match itself.

use crate::code::CodeEl;
use crate::matching::graph::{Alt, At, Gap, Graph, Walk, alternatives, contained_expr};
use crate::matching::matcher::Ctx;
use crate::matching::state::{Hit, Instance, K, State};
use crate::prepare::pattern_facts::uses_paths;
use cfg::{NodeId, NodeKind};
use ra_ap_syntax::{SyntaxNode, TextRange, TextSize};
use smpl::Quantifier;
use smpl::pattern::{NestPat, Pat, When};

impl Ctx<'_> {
    /// The graph of the body that holds the statement list `list`, and the block's range in it
    /// (`None` when the list is the body's own block).
    pub(crate) fn block_graph(&self, list: &SyntaxNode, shift: i64) -> Option<(Graph, Option<TextRange>)> {
        let block = list.parent()?;
        let body = block.ancestors().find(cfg::is_body)?;
        let graph = self.graphs.borrow_mut().get(&body, self.edition);
        let g = Graph::new(graph, body.clone(), shift);
        let top = cfg::is_body(&block) || block.parent().is_some_and(|p| p == body);
        let region = (!top).then(|| {
            let base = body.text_range().start();
            let r = list.text_range();
            TextRange::new(r.start() - base, r.end() - base)
        });
        Some((g, region))
    }

    /// `{ items }` matched along the paths of the block `list` (the braces are matched by the
    /// caller): the sequence starts at the block's first statement and ends where it does.
    pub(crate) fn block_paths(
        &self,
        list: &SyntaxNode,
        shift: i64,
        items: &[Pat],
        end: TextSize,
        st: &mut State,
        k: K,
    ) -> bool {
        let Some((g, region)) = self.block_graph(list, shift) else { return false };
        let w = Walk { g: &g, region, closed: true, end };
        let at = match region {
            None => At::After(g.cfg.entry),
            Some(r) => At::Before(
                g.cfg
                    .statements()
                    .filter(|&s| r.contains_range(g.cfg.nodes[s].range) && g.cfg.nodes[s].range != r)
                    .min_by_key(|&s| g.cfg.nodes[s].range.start()),
            ),
        };
        // Paths hold choices a match's success decides against (where a `...` ends): for real.
        self.strictly(|| self.cont(&w, items, None, at, st, k))
    }

    pub(crate) fn is_forall(&self, whens: &[When]) -> bool {
        if whens.iter().any(|w| matches!(w, When::Exists)) {
            return false;
        }
        if whens.iter().any(|w| matches!(w, When::Forall)) {
            return true;
        }
        match self.rule.quantifier {
            Some(Quantifier::Exists) => false,
            Some(Quantifier::Forall) => true,
            // Rules that only report look for one path; the others (changes, and context rules
            // that bind for later rules) need every path, as in spatch.
            None => self.rule.body.as_ref().is_none_or(|b| !b.has_star),
        }
    }

    /// Every match of the sequence `items` in the body `g`.
    pub fn path_matches(&self, g: &Graph, items: &[Pat], base: &State, out: &mut Vec<Instance>) {
        let w = Walk { g, region: None, closed: false, end: base.window.1 };
        if matches!(items.first(), Some(Pat::Dots(_) | Pat::Nest(_))) {
            let mut st = base.child();
            let root = CodeEl::node(g.body.clone(), g.shift);
            let mut found = crate::matching::walk::Found::new(out, usize::MAX);
            self.cont(&w, items, None, At::After(g.cfg.entry), &mut st, &mut |st: &mut State| {
                found.add(st.to_instance(&root, None))
            });
            return;
        }
        if items.is_empty() {
            return;
        }
        for id in g.cfg.statements() {
            let Some(el) = g.syntax(id) else { continue };
            let mut st = base.child();
            let mut found = crate::matching::walk::Found::new(out, usize::MAX);
            self.cont(&w, items, None, At::Before(Some(id)), &mut st, &mut |st: &mut State| {
                found.add(st.to_instance(&el, None))
            });
        }
    }

    /// The node a statement pattern must match next: right after `at`.
    pub(crate) fn next_node(&self, w: &Walk, at: At) -> Option<NodeId> {
        let n = match at {
            At::After(n) => w.g.cfg.nodes[n].next?,
            At::Before(n) => n?,
        };
        (!w.leaves(n)).then_some(n)
    }

    /// Matches `items` from `at`; `prev` is the pattern matched just before.
    pub(crate) fn cont(&self, w: &Walk, items: &[Pat], prev: Option<&Pat>, at: At, st: &mut State, k: K) -> bool {
        let Some((p, rest)) = items.split_first() else {
            // A sequence written inside braces ends where the block does.
            return (!w.closed || self.next_node(w, at).is_none()) && k(st);
        };
        let gap = match p {
            Pat::Dots(d) => Gap { whens: &d.whens, nest: None, prev, origin: d.origin },
            Pat::Nest(n) => Gap { whens: &n.whens, nest: Some(n), prev, origin: n.origin },
            // A `?` statement may be absent.
            Pat::Optional(inner) => {
                let with: Vec<Pat> = std::iter::once((**inner).clone()).chain(rest.iter().cloned()).collect();
                return self.cont(w, &with, prev, at, st, k) || self.cont(w, rest, prev, at, st, k);
            }
            // Sequences that must all match from here (`( A ... B & C ... D )`); each branch's
            // `+` code after its `...` is placed by its own paths.
            Pat::Conj(d) if rest.is_empty() && d.branches.iter().any(|b| matches!(b, Pat::Seq(_))) => {
                let from = st.hits.len();
                return self.conj_paths(w, d, 0, prev, at, st, &mut |st: &mut State| {
                    crate::matching::state::with_merged_hits(st, from, k)
                });
            }
            // Branches of several statements: each branch's statements, then the rest.
            Pat::Disj(d) if d.branches.iter().any(|b| matches!(b, Pat::Seq(items) if items.len() != 1)) => {
                for (i, b) in d.branches.iter().enumerate() {
                    let items: Vec<Pat> = match b {
                        Pat::Seq(items) => items.iter().chain(rest).cloned().collect(),
                        other => std::iter::once(other.clone()).chain(rest.iter().cloned()).collect(),
                    };
                    let saved = st.save();
                    st.branches.push((d.id, i));
                    let mut matched_here = false;
                    if self.cont(w, &items, prev, at, st, &mut |st: &mut State| {
                        matched_here = true;
                        k(st)
                    }) {
                        return true;
                    }
                    st.restore(saved);
                    if matched_here && self.commits() {
                        return false;
                    }
                }
                return false;
            }
            _ => {
                let Some(next) = self.next_node(w, at) else { return false };
                return self.at_node(p, w.g, next, st, &mut |st: &mut State| {
                    self.cont(w, rest, Some(p), At::After(next), st, k)
                });
            }
        };
        let alts = alternatives(rest);
        self.gap(w, &gap, &alts, at, st, k)
    }

    /// Branches `i..` of a conjunction, each matched from `at` to its own end.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn conj_paths(
        &self,
        w: &Walk,
        d: &smpl::pattern::DisjPat,
        i: usize,
        prev: Option<&Pat>,
        at: At,
        st: &mut State,
        k: K,
    ) -> bool {
        let Some(b) = d.branches.get(i) else { return k(st) };
        let items = match b {
            Pat::Seq(items) => items.clone(),
            other => vec![other.clone()],
        };
        let branch = Walk { end: d.ends.get(i).copied().unwrap_or(w.end).min(w.end), ..*w };
        st.branches.push((d.id, i));
        let ok = self
            .cont(&branch, &items, prev, at, st, &mut |st: &mut State| self.conj_paths(w, d, i + 1, prev, at, st, k));
        if !ok {
            st.branches.pop();
        }
        ok
    }

    /// A gap: explores the paths from `at` to the places matching the pattern after it.
    pub(crate) fn gap(&self, w: &Walk, gap: &Gap, alts: &[Alt], at: At, st: &mut State, k: K) -> bool {
        // What may follow: the first statement of each way; a way with none lets paths end.
        let targets: Vec<&Pat> = alts.iter().filter_map(|a| a.items.first()).collect();
        let may_end = alts.iter().any(|a| a.items.is_empty());
        let forall = self.is_forall(gap.whens);
        let strict = gap.whens.iter().any(|x| matches!(x, When::Strict));
        let any = gap.whens.iter().any(|x| matches!(x, When::Any));
        let g = w.g;
        let whens = self.prepare_whens(gap.whens, st);
        // A trailing `...` whose only constraints are `when != P`, where the words P needs
        // appear nowhere else in the body: no path can break them (`let x = e; ... when != x`
        // on an unused `x`). Not in a loop: a path around it comes back to the statement
        // before the `...`, which ends it short of the end (shortest path), as in spatch.
        if targets.is_empty()
            && gap.nest.is_none()
            && forall
            && w.region.is_none()
            && let At::After(from) = at
            && from != g.cfg.entry
            && gap.whens.iter().all(|x| matches!(x, When::NotMatch(_) | When::Strict))
            && g.syntax(from).and_then(|c| c.as_node().cloned()).is_some_and(|n| !crate::matching::flow::in_loop(&n))
            && self.words_absent_around(g, from, &whens)
        {
            return k(st);
        }
        let ex = self.explore(w, gap, &targets, may_end, at, &whens, strict, any, st);
        if ex.failed && forall {
            return false;
        }
        let subs = match gap.nest {
            Some(np) => self.nest_occurrences(w, np, &ex.covered, st),
            None => Vec::new(),
        };
        let range = ex
            .covered
            .iter()
            .filter_map(|&c| g.syntax(c))
            .map(|e| e.range())
            .reduce(|a, b| a.cover(b))
            .unwrap_or_else(|| TextRange::empty(self.gap_place(g, at)));
        let hit = Hit { origin: gap.origin, range, el: None, gap: true, implicit: None };
        let mut finish = |st: &mut State| {
            if targets.is_empty() || (ex.endpoints.is_empty() && may_end) {
                (forall || ex.reached_end) && k(st)
            } else {
                self.tails(w, alts, &ex.endpoints, gap.origin.offset, forall, st, k)
            }
        };
        match gap.nest {
            Some(np) => self.with_occurrences(np, subs, hit, st, &mut finish),
            None => {
                let saved = st.save();
                st.hits.push(hit);
                finish(st) || {
                    st.restore(saved);
                    false
                }
            }
        }
    }

    /// Where a gap that passed no code stands: at the start of the code after it (or the end of
    /// the code before it). A removed `...` there removes nothing; placed at the file's start,
    /// it removed the file's first line.
    pub(crate) fn gap_place(&self, g: &Graph, at: At) -> TextSize {
        let next = match at {
            At::Before(n) => n,
            At::After(n) => g.cfg.nodes[n].next,
        };
        let start = next.and_then(|n| g.syntax(n)).map(|e| e.range().start());
        let end = || match at {
            At::After(n) if n != g.cfg.entry => g.syntax(n).map(|e| e.range().end()),
            _ => None,
        };
        start.or_else(end).unwrap_or_else(|| crate::code::shift_range(g.body.text_range(), g.shift).end())
    }

    /// The occurrences of a nest's body in the code a gap passes over: in each node's own code,
    /// or for a body of several statements, as a sequence along the paths from each node.
    pub(crate) fn nest_occurrences(&self, w: &Walk, np: &NestPat, covered: &[NodeId], st: &State) -> Vec<Instance> {
        let g = w.g;
        let items = match &np.body {
            Pat::Seq(items) if items.len() > 1 || uses_paths(items) => items,
            body => {
                return covered
                    .iter()
                    .flat_map(|&y| self.find_all(body, &g.own_code(y), st, Some(np.id), usize::MAX))
                    .collect();
            }
        };
        let open = Walk { closed: false, ..*w };
        let mut out = Vec::new();
        for &y in covered {
            let Some(root) = g.syntax(y) else { continue };
            let mut occ = st.child();
            let mut found = crate::matching::walk::Found::new(&mut out, usize::MAX);
            self.cont(&open, items, None, At::Before(Some(y)), &mut occ, &mut |o: &mut State| {
                found.add(o.to_instance(&root, Some(np.id)))
            });
        }
        out
    }

    /// Whether `p` could match at node `y` with the bindings so far.
    pub(crate) fn probe(&self, p: &Pat, g: &Graph, y: NodeId, st: &State) -> bool {
        // Met for real: met on trust, it would end a `...` too early.
        let mut probe = st.child();
        self.strictly(|| self.at_node(p, g, y, &mut probe, &mut |_: &mut State| true))
    }

    /// Matches a statement pattern at node `y`: the statement itself, or for an expression
    /// line without `;`, an expression inside the node's own code (a compound statement's own
    /// code is its condition or scrutinee).
    pub(crate) fn at_node(&self, p: &Pat, g: &Graph, y: NodeId, st: &mut State, k: K) -> bool {
        if let Some(expr) = contained_expr(p) {
            for el in self.head_code(g, y) {
                let mut found = false;
                crate::matching::walk::walk(std::slice::from_ref(&el), self, &mut |c| {
                    found = self.m(expr, c, st, k);
                    !found
                });
                if found {
                    return true;
                }
            }
            return false;
        }
        let Some(el) = g.syntax(y) else { return false };
        self.m(p, &el, st, k)
    }

    /// The code an expression line looks into at node `y`: its own code, or for a compound
    /// statement (`if`, `while`, `match`), its condition or scrutinee.
    pub(crate) fn head_code(&self, g: &Graph, y: NodeId) -> Vec<CodeEl> {
        let own = g.own_code(y);
        if !own.is_empty() || !g.is_stmt(y) {
            return own;
        }
        g.cfg.nodes[y]
            .succ
            .iter()
            .filter(|(s, _)| {
                matches!(g.cfg.nodes[*s].kind, NodeKind::Cond | NodeKind::Match | NodeKind::LetElse)
                    && g.cfg.inside(*s, y)
            })
            .flat_map(|(s, _)| g.own_code(*s))
            .collect()
    }
}

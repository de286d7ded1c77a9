//! Exploring a gap (`...`, `<... P ...>`) along a graph's paths: which places its paths reach
//! that match what follows it (each matched on its own, a *tail*), which code they pass (checked
//! against the gap's `when` constraints), and whether a path fails the gap.

use crate::code::CodeEl;
use crate::matching::graph::{
    Alt, At, Endpoint, Explored, Gap, Graph, Walk, contained_expr, first_leaf_origin, is_bare_return,
};
use crate::matching::matcher::Ctx;
use crate::matching::state::{Hit, Implicit, Instance, K, State};
use cfg::{EdgeKind, NodeId, NodeKind};
use ra_ap_syntax::{AstNode, TextRange, TextSize, ast};
use smpl::pattern::{Pat, When};

impl Ctx<'_> {
    /// Walks the paths of a gap. Without `when any` a path stops at the first place matching
    /// the pattern after the gap; with it, paths go on past them (every such place is an
    /// endpoint) and a second walk that stops there checks forall.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn explore(
        &self,
        w: &Walk,
        gap: &Gap,
        targets: &[&Pat],
        may_end: bool,
        at: At,
        whens: &[(&When, crate::prepare::prefilter::Req)],
        strict: bool,
        any: bool,
        st: &State,
    ) -> Explored {
        let mut ex = self.explore_pass(w, gap, targets, may_end, at, whens, strict, any, true, st);
        if any && !targets.is_empty() {
            // Every place past the first ones, on paths that keep to the `when`s.
            let more = self.explore_pass(w, gap, targets, may_end, at, whens, strict, true, false, st);
            for e in more.endpoints {
                if !ex.endpoints.contains(&e) {
                    ex.endpoints.push(e);
                }
            }
        }
        ex
    }

    /// One walk over a gap's paths. `stop_at_targets`: paths end at the first place matching
    /// the target; otherwise they go on (and a broken `when` only ends that path).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn explore_pass(
        &self,
        w: &Walk,
        gap: &Gap,
        targets: &[&Pat],
        may_end: bool,
        at: At,
        whens: &[(&When, crate::prepare::prefilter::Req)],
        strict: bool,
        any: bool,
        stop_at_targets: bool,
        st: &State,
    ) -> Explored {
        let g = w.g;
        let cfg = &g.cfg;
        let mut ex = Explored::default();
        let (stack, from): (Vec<(NodeId, EdgeKind)>, Option<NodeId>) = match at {
            At::After(n) => (cfg.nodes[n].succ.clone(), Some(n)),
            At::Before(Some(n)) => (vec![(n, EdgeKind::Normal)], None),
            At::Before(None) => {
                ex.reached_end = true;
                return ex;
            }
        };
        let implicit_return = targets.iter().any(|t| is_bare_return(t)) && w.region.is_none() && g.returns_unit();
        // A path may end at an error exit (`?`, a panic, a bail-out `break`) but the code the
        // jump reaches is still walked, *relaxed*: what it finds counts (places matching the
        // pattern after the gap, a nest's occurrences, code a `when` forbids), but it need not
        // reach what follows the gap.
        let mut stack: Vec<(NodeId, EdgeKind, bool)> = stack.into_iter().map(|(n, k)| (n, k, false)).collect();
        let mut seen = vec![false; cfg.nodes.len()];
        let mut seen_relaxed = vec![false; cfg.nodes.len()];
        while let Some((y, via, relaxed)) = stack.pop() {
            let relaxed = relaxed || (via == EdgeKind::Error && !strict);
            if via == EdgeKind::Error && !strict {
                // The path leaves through an error exit: it may end here.
                ex.reached_end |= targets.is_empty() || may_end;
            }
            if w.leaves(y) {
                if targets.is_empty() || may_end {
                    ex.reached_end = true;
                } else if implicit_return && y == cfg.exit && !matches!(via, EdgeKind::Return | EdgeKind::Break) {
                    if !ex.endpoints.contains(&Endpoint::ImplicitReturn) {
                        ex.endpoints.push(Endpoint::ImplicitReturn);
                    }
                } else if stop_at_targets && !relaxed {
                    ex.failed = true;
                    self.failed(st.hits.len() + 1, || crate::explaining::failure::Met::NoPath {
                        to: targets.iter().map(|t| crate::explaining::words::pattern_text(t, self.rule)).collect(),
                        last: self.last_before(g, y, &ex.covered),
                        leaving: self.leaving(g, y, &ex.covered),
                    });
                }
                continue;
            }
            if seen[y] || (relaxed && seen_relaxed[y]) {
                continue;
            }
            if relaxed {
                seen_relaxed[y] = true;
            } else {
                seen[y] = true;
            }
            let next = |stack: &mut Vec<(NodeId, EdgeKind, bool)>| {
                stack.extend(cfg.nodes[y].succ.iter().map(|&(n, k)| (n, k, relaxed)));
            };
            if let Some(f) = from
                && f != cfg.entry
                && cfg.inside(y, f)
            {
                // Still inside the statement that matched: its code is consumed.
                next(&mut stack);
                continue;
            }
            if targets.iter().any(|t| self.can_end_at(t, g, y) && self.probe(t, g, y, st)) {
                if !ex.endpoints.contains(&Endpoint::Node(y)) {
                    ex.endpoints.push(Endpoint::Node(y));
                }
                if stop_at_targets {
                    continue;
                }
            }
            let own = g.own_code(y);
            // Shortest path: the code between matches neither the pattern before nor after.
            let passes_prev = gap.prev.is_some_and(|p| g.is_stmt(y) && !any && self.probe(p, g, y, st));
            // A `when` holds on every path walked, relaxed ones included: an error exit only
            // frees a path from reaching what follows the `...`. A relaxed path that comes back
            // to the statement before the `...` (a `continue` in a loop) just ends there.
            if passes_prev || !self.node_whens_ok(whens, &own, st) {
                if !passes_prev && self.explain.is_some() {
                    self.when_failed(whens, &own, st);
                }
                if stop_at_targets && !(passes_prev && relaxed) {
                    ex.failed = true;
                }
                continue;
            }
            if !ex.covered.contains(&y) {
                ex.covered.push(y);
            }
            next(&mut stack);
        }
        ex
    }

    /// Whether pattern `p` (what follows a gap) may match at node `y`: statements, and for an
    /// expression line, also conditions and scrutinees.
    pub(crate) fn can_end_at(&self, p: &Pat, g: &Graph, y: NodeId) -> bool {
        g.is_stmt(y)
            || (contained_expr(p).is_some()
                && matches!(g.cfg.nodes[y].kind, NodeKind::Cond | NodeKind::Match | NodeKind::LetElse)
                && !g.cfg.nodes[y].in_macro)
    }

    /// The sequence after a gap at each endpoint on its own: forall needs every endpoint to
    /// match, exists one. Each endpoint's matches become sub-matches (with the `+` code after
    /// the gap); values they all agree on are bound here.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn tails(
        &self,
        w: &Walk,
        alts: &[Alt],
        endpoints: &[Endpoint],
        gap_offset: TextSize,
        forall: bool,
        st: &mut State,
        k: K,
    ) -> bool {
        let mut all: Vec<Instance> = Vec::new();
        for &e in endpoints {
            // The first way that matches at the endpoint.
            let found = alts
                .iter()
                .filter(|a| !a.items.is_empty())
                .map(|a| self.tails_at(w, a, e, gap_offset, st))
                .find(|f| !f.is_empty())
                .unwrap_or_default();
            if found.is_empty() && forall {
                return false;
            }
            all.extend(found);
        }
        if all.is_empty() {
            return false;
        }
        let saved = st.save();
        // Values every path agrees on belong to the match itself (code before the gap, and
        // later rules, may use them).
        let new_ids: Vec<usize> =
            all[0].env.vals.iter().map(|(id, _)| *id).filter(|id| st.env.get(*id).is_none()).collect();
        for id in new_ids {
            let v = all[0].env.get(id).cloned();
            if let Some(v) = v
                && all.iter().all(|t| t.env.get(id).is_some_and(|x| x.same(&v)))
                && st.env.get(id).is_none()
            {
                st.env.bind(id, v);
            }
        }
        // `+` code outside the tails needs one value for the whole match: paths that disagree
        // on a metavariable it names give no match (spatch binds it outside the paths).
        let hole = (gap_offset, w.end);
        let outside = self.scope.plus_uses_outside(st.window, &st.holes, hole);
        if outside.iter().any(|&id| st.env.get(id).is_none()) {
            st.restore(saved);
            return false;
        }
        st.subs.extend(all);
        st.holes.push(hole);
        let ok = k(st);
        st.holes.pop();
        ok || {
            st.restore(saved);
            false
        }
    }

    /// Every way the sequence `alt` matches from endpoint `e`, with the bindings so far.
    pub(crate) fn tails_at(&self, w: &Walk, alt: &Alt, e: Endpoint, gap_offset: TextSize, st: &State) -> Vec<Instance> {
        let mut out = Vec::new();
        let Some((target, after)) = alt.items.split_first() else { return out };
        let mut tail = st.child();
        tail.branches.extend(alt.branch);
        // The tail places the `+` code between the gap and the end of the sequence.
        tail.window = (gap_offset, w.end);
        match e {
            Endpoint::Node(y) => {
                let Some(root) = w.g.syntax(y) else { return out };
                self.at_node(target, w.g, y, &mut tail, &mut |t: &mut State| {
                    self.cont(w, after, Some(target), At::After(y), t, &mut |t: &mut State| {
                        crate::matching::walk::push_unique(&mut out, t.to_instance(&root, None))
                    })
                });
            }
            Endpoint::ImplicitReturn => {
                // Nothing to match: the `+` code goes after the body's last statement.
                if !after.is_empty() {
                    return out;
                }
                let Some(at) = self.implicit_return_point(w.g) else { return out };
                let Some(origin) = first_leaf_origin(target) else { return out };
                tail.hits.push(Hit {
                    origin,
                    range: TextRange::empty(at),
                    el: None,
                    gap: false,
                    implicit: Some(Implicit::UnitReturn),
                });
                let root = CodeEl::node(w.g.body.clone(), w.g.shift);
                out.push(tail.to_instance(&root, None));
            }
        }
        out
    }

    /// Where a fn body's last statement ends (code added before an implicit `return;` goes
    /// after it).
    pub(crate) fn implicit_return_point(&self, g: &Graph) -> Option<TextSize> {
        let f = ast::Fn::cast(g.body.clone())?;
        let list = f.body()?.stmt_list()?;
        let last = list.syntax().children().last()?;
        Some(crate::code::shift_range(last.text_range(), g.shift).end())
    }

    /// Whether the body, outside node `from`'s code, lacks the words of every `when != P`.
    pub(crate) fn words_absent_around(
        &self,
        g: &Graph,
        from: NodeId,
        whens: &[(&When, crate::prepare::prefilter::Req)],
    ) -> bool {
        let body = crate::code::shift_range(g.body.text_range(), g.shift);
        let own = g.to_file(g.cfg.nodes[from].range);
        whens.iter().all(|(w, req)| match w {
            When::NotMatch(_) => {
                *req != crate::prepare::prefilter::Req::True && self.words.holds_around(req, body, own) == Some(false)
            }
            _ => true,
        })
    }

    /// `when` patterns with the words their matches need given the bindings so far, so most
    /// nodes are cleared by a substring test.
    pub(crate) fn prepare_whens<'w>(
        &self,
        whens: &'w [When],
        st: &State,
    ) -> Vec<(&'w When, crate::prepare::prefilter::Req)> {
        let bound = |id: usize| st.env.get(id).and_then(|v| v.idents());
        whens
            .iter()
            .map(|w| {
                let req = match w {
                    When::NotMatch(p) => {
                        crate::prepare::prefilter::Req::of_bound_pat(p, self.rule, self.user_isos, &bound)
                    }
                    _ => crate::prepare::prefilter::Req::True,
                };
                (w, req)
            })
            .collect()
    }

    /// `when` constraints on the code of one node of a path.
    pub(crate) fn node_whens_ok(
        &self,
        whens: &[(&When, crate::prepare::prefilter::Req)],
        own: &[CodeEl],
        st: &State,
    ) -> bool {
        whens.iter().all(|(w, req)| match w {
            When::NotMatch(p) => own.iter().all(|el| {
                // (A range outside the text holds nothing, as an empty one.)
                !self.words.holds(req, el.range()) || !self.forbidden_in(p, std::slice::from_ref(el), st)
            }),
            When::Match(p) => own.iter().all(|el| {
                let mut probe = st.child();
                self.m(p, el, &mut probe, &mut |_: &mut State| true)
            }),
            _ => true,
        })
    }
}

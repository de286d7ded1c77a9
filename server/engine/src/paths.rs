//! `...` between statements, along the paths of a body's control-flow graph.
//!
//! A statement sequence `A ... B` matches where `A` matches a statement and, from there, the
//! paths through the graph reach a statement matching `B`: on every path for transformation
//! rules (forall), on one path for rules that only report (exists). Paths stop at the first
//! statement matching `B` (shortest path, unless `when any`), must not pass code `when != P`
//! rejects, and may end early at an error exit (`?`, a panic, a bail-out `if`) unless
//! `when strict`. A trailing `...` runs to the end of the body.

use crate::code::CodeEl;
use crate::matcher::{Ctx, Hit, Instance, K, State};
use cfg::{Cfg, EdgeKind, NodeId, NodeKind};
use ra_ap_syntax::{AstNode, SyntaxNode, ast};
use smpl::Quantifier;
use smpl::pattern::{NestPat, Pat, When};
use std::sync::Arc;

impl Ctx<'_> {
    /// The graph of the body whose top block is the statement list `list`, if it is one.
    pub(crate) fn body_graph(&self, list: &SyntaxNode, shift: i64) -> Option<Graph> {
        let block = list.parent()?;
        let body = if cfg::is_body(&block) { block } else { block.parent().filter(cfg::is_body)? };
        let graph = self.graphs.borrow_mut().get(&body, self.edition);
        Some(Graph::new(graph, body, shift))
    }
}

/// A body and its graph.
pub struct Graph {
    pub cfg: Arc<Cfg>,
    pub body: SyntaxNode,
    pub shift: i64,
    /// Syntax of the nodes, found on first use.
    found: std::cell::RefCell<Vec<Option<Option<CodeEl>>>>,
}

impl Graph {
    pub fn new(cfg: Arc<Cfg>, body: SyntaxNode, shift: i64) -> Graph {
        let found = std::cell::RefCell::new(vec![None; cfg.nodes.len()]);
        Graph { cfg, body, shift, found }
    }

    fn syntax(&self, id: NodeId) -> Option<CodeEl> {
        if let Some(known) = &self.found.borrow()[id] {
            return known.clone();
        }
        let el = self.cfg.syntax(&self.body, id).map(|n| CodeEl::node(n, self.shift));
        self.found.borrow_mut()[id] = Some(el.clone());
        el
    }

    fn is_stmt(&self, id: NodeId) -> bool {
        let n = &self.cfg.nodes[id];
        n.kind == NodeKind::Stmt && !n.in_macro
    }

    /// The code of a node that `when` constrains: a simple statement, a condition...
    fn own_code(&self, id: NodeId) -> Vec<CodeEl> {
        let n = &self.cfg.nodes[id];
        let Some(own) = n.own else { return Vec::new() };
        if n.in_macro {
            return Vec::new();
        }
        let Some(el) = self.syntax(id) else { return Vec::new() };
        if own == n.range {
            return vec![el];
        }
        // Part of the node: the children that lie inside `own` (an arm's pattern and guard).
        let Some(node) = el.as_node() else { return Vec::new() };
        let base = self.body.text_range().start();
        node.children()
            .filter(|c| (own + base).contains_range(c.text_range()))
            .map(|c| CodeEl::node(c, self.shift))
            .collect()
    }
}

/// An expression line without `;` among statements (`... x.len()`) matches a statement whose
/// own code contains that expression.
fn contained_expr(p: &Pat) -> Option<&Pat> {
    match p {
        Pat::Node(n) if n.kind == ra_ap_syntax::SyntaxKind::EXPR_STMT => match &n.children[..] {
            [e] => contained_expr(e),
            _ => None,
        },
        Pat::Node(n) if ast::Expr::can_cast(n.kind) && !is_block_like(n.kind) => Some(p),
        Pat::Meta(_) => Some(p),
        _ => None,
    }
}

fn is_block_like(kind: ra_ap_syntax::SyntaxKind) -> bool {
    use ra_ap_syntax::SyntaxKind::*;
    matches!(kind, IF_EXPR | MATCH_EXPR | LOOP_EXPR | WHILE_EXPR | FOR_EXPR | BLOCK_EXPR | MACRO_EXPR)
}

/// Whether a statement sequence needs paths: it has `...` or a nest between statements.
pub fn uses_paths(items: &[Pat]) -> bool {
    items.iter().any(|p| matches!(p, Pat::Dots(_) | Pat::Nest(_)))
}

/// One reading of a sequence: the disjunction branch it takes, and its statements.
type Way = (Option<(usize, usize)>, Vec<Pat>);

/// `...` or `<... P ...>` between statements.
struct Gap<'p> {
    whens: &'p [When],
    nest: Option<&'p NestPat>,
    /// The pattern before the gap: paths must not pass another statement it matches.
    prev: Option<&'p Pat>,
    origin: smpl::pattern::Origin,
}

impl Ctx<'_> {
    fn forall(&self, whens: &[When]) -> bool {
        if whens.iter().any(|w| matches!(w, When::Exists)) {
            return false;
        }
        if whens.iter().any(|w| matches!(w, When::Forall)) {
            return true;
        }
        match self.rule.quantifier {
            Some(Quantifier::Exists) => false,
            Some(Quantifier::Forall) => true,
            None => self.rule.body.as_ref().is_some_and(|b| b.transforms),
        }
    }

    /// Every match of the sequence `items` in the body `g`.
    pub fn path_matches(&self, g: &Graph, items: &[Pat], base: &State, out: &mut Vec<Instance>) {
        if matches!(items.first(), Some(Pat::Dots(_) | Pat::Nest(_))) {
            let mut st = base.child();
            let root = CodeEl::node(g.body.clone(), g.shift);
            self.cont(g, items, None, g.cfg.entry, &mut st, &mut |st: &mut State| {
                out.push(st.to_instance(&root, None));
                true
            });
            return;
        }
        let Some((first, rest)) = items.split_first() else { return };
        for id in g.cfg.statements() {
            let Some(el) = g.syntax(id) else { continue };
            let mut st = base.child();
            self.at_node(first, g, id, &mut st, &mut |st: &mut State| {
                self.cont(g, rest, Some(first), id, st, &mut |st: &mut State| {
                    out.push(st.to_instance(&el, None));
                    true
                })
            });
        }
    }

    /// Matches `items` after node `from` (a statement that matched `prev`, or the entry).
    pub(crate) fn cont(
        &self,
        g: &Graph,
        items: &[Pat],
        prev: Option<&Pat>,
        from: NodeId,
        st: &mut State,
        k: K,
    ) -> bool {
        let Some((p, rest)) = items.split_first() else { return k(st) };
        // A gap followed by a `?` statement or by branches of several statements: try each
        // way the sequence can read (ordered, like a disjunction).
        if matches!(p, Pat::Dots(_) | Pat::Nest(_))
            && let Some((next, after)) = rest.split_first()
        {
            let ways: Option<Vec<Way>> = match next {
                Pat::Optional(inner) => Some(vec![(None, vec![(**inner).clone()]), (None, Vec::new())]),
                Pat::Disj(d) if d.branches.iter().any(|b| matches!(b, Pat::Seq(items) if items.len() > 1)) => Some(
                    d.branches
                        .iter()
                        .enumerate()
                        .map(|(i, b)| {
                            let items = match b {
                                Pat::Seq(items) => items.clone(),
                                other => vec![other.clone()],
                            };
                            (Some((d.id, i)), items)
                        })
                        .collect(),
                ),
                _ => None,
            };
            if let Some(ways) = ways {
                for (branch, way) in ways {
                    let items: Vec<Pat> = std::iter::once(p.clone()).chain(way).chain(after.iter().cloned()).collect();
                    let saved = st.save();
                    st.branches.extend(branch);
                    if self.cont(g, &items, prev, from, st, k) {
                        return true;
                    }
                    st.restore(saved);
                }
                return false;
            }
        }
        let gap = match p {
            Pat::Dots(d) => Gap { whens: &d.whens, nest: None, prev, origin: d.origin },
            Pat::Nest(n) => Gap { whens: &n.whens, nest: Some(n), prev, origin: n.origin },
            // A `?` statement may be absent.
            Pat::Optional(inner) => {
                let with: Vec<Pat> = std::iter::once((**inner).clone()).chain(rest.iter().cloned()).collect();
                return self.cont(g, &with, prev, from, st, k) || self.cont(g, rest, prev, from, st, k);
            }
            // Branches of several statements: each branch's statements, then the rest.
            Pat::Disj(d) if d.branches.iter().any(|b| matches!(b, Pat::Seq(items) if items.len() > 1)) => {
                for (i, b) in d.branches.iter().enumerate() {
                    let items: Vec<Pat> = match b {
                        Pat::Seq(items) => items.iter().chain(rest).cloned().collect(),
                        other => std::iter::once(other.clone()).chain(rest.iter().cloned()).collect(),
                    };
                    let saved = st.save();
                    st.branches.push((d.id, i));
                    if self.cont(g, &items, prev, from, st, k) {
                        return true;
                    }
                    st.restore(saved);
                }
                return false;
            }
            _ => {
                // The statement right after `from`.
                let Some(next) = g.cfg.nodes[from].next.filter(|&n| g.is_stmt(n)) else { return false };
                return self.at_node(p, g, next, st, &mut |st: &mut State| self.cont(g, rest, Some(p), next, st, k));
            }
        };
        self.gap(g, &gap, rest, from, st, k)
    }

    /// A gap: explores the paths from `from` to the statements matching the pattern after it.
    fn gap(&self, g: &Graph, gap: &Gap, rest: &[Pat], from: NodeId, st: &mut State, k: K) -> bool {
        let (target, after) = match rest.split_first() {
            Some((p, after)) => (Some(p), after),
            None => (None, rest),
        };
        let forall = self.forall(gap.whens);
        let strict = gap.whens.iter().any(|w| matches!(w, When::Strict));
        let any = gap.whens.iter().any(|w| matches!(w, When::Any));
        let cfg = &g.cfg;
        let whens = self.prepare_whens(gap.whens, st);
        // A trailing `...` whose only constraints are `when != P`, where the words P needs
        // appear nowhere else in the body: no path can break them (`let x = e; ... when != x`
        // on an unused `x`).
        if target.is_none()
            && gap.nest.is_none()
            && forall
            && from != cfg.entry
            && gap.whens.iter().all(|w| matches!(w, When::NotMatch(_) | When::Strict))
            && self.words_absent_around(g, from, &whens)
        {
            return k(st);
        }
        let mut seen = vec![false; cfg.nodes.len()];
        let mut stack: Vec<(NodeId, EdgeKind)> = cfg.nodes[from].succ.clone();
        let mut endpoints = Vec::new();
        let mut reached_end = false;
        let mut subs = Vec::new();
        let mut covered: Vec<NodeId> = Vec::new();
        while let Some((y, via)) = stack.pop() {
            if via == EdgeKind::Error && !strict {
                // The path leaves through an error exit: it may end here.
                reached_end |= target.is_none();
                continue;
            }
            if y == cfg.exit {
                if target.is_none() {
                    reached_end = true;
                    continue;
                }
                if forall {
                    return false;
                }
                continue;
            }
            if seen[y] {
                continue;
            }
            seen[y] = true;
            if from != cfg.entry && cfg.inside(y, from) {
                // Still inside the statement that matched: its code is consumed.
                stack.extend(cfg.nodes[y].succ.iter().copied());
                continue;
            }
            if let Some(t) = target
                && g.is_stmt(y)
                && self.probe(t, g, y, st)
            {
                endpoints.push(y);
                if !any {
                    continue;
                }
            }
            let own = g.own_code(y);
            // Shortest path: the code between matches neither the pattern before nor after.
            let passes_prev = gap.prev.is_some_and(|p| g.is_stmt(y) && !any && self.probe(p, g, y, st));
            if passes_prev || !self.node_whens_ok(&whens, &own, st) {
                if forall {
                    return false;
                }
                continue;
            }
            if let Some(np) = gap.nest {
                subs.extend(self.find_all(&np.body, &own, st, Some(np.id), usize::MAX));
            }
            covered.push(y);
            stack.extend(cfg.nodes[y].succ.iter().copied());
        }
        if gap.nest.is_some_and(|n| n.at_least_one) && subs.is_empty() {
            return false;
        }
        let saved = st.save();
        let range = covered
            .iter()
            .filter_map(|&c| g.syntax(c))
            .map(|e| e.range())
            .reduce(|a, b| a.cover(b))
            .unwrap_or_else(|| ra_ap_syntax::TextRange::empty(0.into()));
        st.hits.push(Hit { origin: gap.origin, range, el: None, gap: true });
        st.subs.extend(subs);
        let ok = match target {
            None => (forall || reached_end) && k(st),
            Some(t) if endpoints.is_empty() => {
                let _ = t;
                false
            }
            Some(t) if forall => self.all_endpoints(g, t, after, &endpoints, st, k),
            Some(t) => self.some_endpoints(g, t, after, &endpoints, false, st, k),
        };
        if !ok {
            st.restore(saved);
        }
        ok
    }

    /// Whether `p` could match at node `y` with the bindings so far.
    fn probe(&self, p: &Pat, g: &Graph, y: NodeId, st: &State) -> bool {
        let mut probe = st.child();
        self.at_node(p, g, y, &mut probe, &mut |_: &mut State| true)
    }

    /// Matches a statement pattern at node `y`: the statement itself, or for an expression
    /// line without `;`, an expression inside the statement's own code.
    fn at_node(&self, p: &Pat, g: &Graph, y: NodeId, st: &mut State, k: K) -> bool {
        if let Some(expr) = contained_expr(p) {
            for el in g.own_code(y) {
                let mut found = false;
                crate::search::walk(std::slice::from_ref(&el), self, &mut |c| {
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

    /// Forall: the pattern matches at every endpoint, and the rest of the sequence after each.
    fn all_endpoints(&self, g: &Graph, p: &Pat, rest: &[Pat], eps: &[NodeId], st: &mut State, k: K) -> bool {
        let Some((&e, more)) = eps.split_first() else { return k(st) };
        self.at_node(p, g, e, st, &mut |st: &mut State| {
            self.cont(g, rest, Some(p), e, st, &mut |st: &mut State| self.all_endpoints(g, p, rest, more, st, k))
        })
    }

    /// Exists: every endpoint where the rest matches counts; at least one must.
    #[allow(clippy::too_many_arguments)]
    fn some_endpoints(
        &self,
        g: &Graph,
        p: &Pat,
        rest: &[Pat],
        eps: &[NodeId],
        matched: bool,
        st: &mut State,
        k: K,
    ) -> bool {
        let Some((&e, more)) = eps.split_first() else { return matched && k(st) };
        if self.at_node(p, g, e, st, &mut |st: &mut State| {
            self.cont(g, rest, Some(p), e, st, &mut |st: &mut State| self.some_endpoints(g, p, rest, more, true, st, k))
        }) {
            return true;
        }
        self.some_endpoints(g, p, rest, more, matched, st, k)
    }

    /// Whether the body, outside node `from`'s code, lacks the words of every `when != P`.
    fn words_absent_around(&self, g: &Graph, from: NodeId, whens: &[(&When, crate::prefilter::Req)]) -> bool {
        let body = crate::code::shift_range(g.body.text_range(), g.shift);
        let own = g.cfg.nodes[from].range + body.start();
        let text = self.src.as_bytes();
        let (Some(before), Some(after)) = (
            text.get(usize::from(body.start())..usize::from(own.start())),
            text.get(usize::from(own.end())..usize::from(body.end())),
        ) else {
            return false;
        };
        whens.iter().all(|(w, req)| match w {
            When::NotMatch(_) => *req != crate::prefilter::Req::True && !req.check(before) && !req.check(after),
            _ => true,
        })
    }

    /// `when` patterns with the words their matches need given the bindings so far, so most
    /// nodes are cleared by a substring test.
    fn prepare_whens<'w>(&self, whens: &'w [When], st: &State) -> Vec<(&'w When, crate::prefilter::Req)> {
        let bound = |id: usize| st.env.get(id).and_then(|v| v.idents());
        whens
            .iter()
            .map(|w| {
                let req = match w {
                    When::NotMatch(p) => crate::prefilter::Req::of_bound_pat(p, self.rule, &bound),
                    _ => crate::prefilter::Req::True,
                };
                (w, req)
            })
            .collect()
    }

    /// `when` constraints on the code of one node of a path.
    fn node_whens_ok(&self, whens: &[(&When, crate::prefilter::Req)], own: &[CodeEl], st: &State) -> bool {
        whens.iter().all(|(w, req)| match w {
            When::NotMatch(p) => own.iter().all(|el| {
                let text = self.src.as_bytes().get(std::ops::Range::<usize>::from(el.range())).unwrap_or(b"");
                !req.check(text) || self.find_all(p, std::slice::from_ref(el), st, None, 1).is_empty()
            }),
            When::Match(p) => own.iter().all(|el| {
                let mut probe = st.child();
                self.m(p, el, &mut probe, &mut |_: &mut State| true)
            }),
            _ => true,
        })
    }
}

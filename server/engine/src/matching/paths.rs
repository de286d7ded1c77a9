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
use crate::matching::matcher::{Ctx, Hit, Instance, K, State};
use crate::prepare::pattern_facts::uses_paths;
use cfg::{Cfg, EdgeKind, NodeId, NodeKind};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};
use smpl::Quantifier;
use smpl::pattern::{NestPat, Pat, When};
use std::sync::Arc;

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

    /// A body-relative range in the file.
    fn to_file(&self, r: TextRange) -> TextRange {
        crate::code::shift_range(r + self.body.text_range().start(), self.shift)
    }

    /// Whether the body is a fn returning `()`: falling off its end is a `return;`.
    fn returns_unit(&self) -> bool {
        let Some(f) = ast::Fn::cast(self.body.clone()) else { return false };
        match f.ret_type().and_then(|r| r.ty()) {
            None => true,
            Some(ast::Type::TupleType(t)) => t.fields().next().is_none(),
            Some(_) => false,
        }
    }
}

/// The part of a body a sequence is matched in: the whole body, or the statements of one
/// block (`if c { A ... B }`), whose end is where control leaves the block.
#[derive(Clone, Copy)]
struct Walk<'g> {
    g: &'g Graph,
    /// The block's range (body-relative); `None` for the whole body.
    region: Option<TextRange>,
    /// Whether the sequence must end where the region does (it was written inside braces).
    closed: bool,
    /// The patch offset where the sequence ends (its `}`): `+` code a path's tail places
    /// lies between its gap and here.
    end: TextSize,
}

impl Walk<'_> {
    /// Whether reaching `id` means leaving the region (the body's exit included).
    fn leaves(&self, id: NodeId) -> bool {
        id == self.g.cfg.exit
            || self.region.is_some_and(|r| {
                let n = &self.g.cfg.nodes[id];
                // The block's own statement node (its range is the block's) is outside it.
                n.kind == NodeKind::Entry || !r.contains_range(n.range) || n.range == r
            })
    }
}

/// Where a walk stands: just after a node's code, or before a node (the first statement of a
/// block; `None` for an empty block).
#[derive(Clone, Copy)]
enum At {
    After(NodeId),
    Before(Option<NodeId>),
}

/// An expression line without `;` among statements (`... x.len()`) matches a statement, a
/// condition or a scrutinee whose own code contains that expression.
fn contained_expr(p: &Pat) -> Option<&Pat> {
    match p {
        Pat::Node(n) if n.kind == SyntaxKind::EXPR_STMT => match &n.children[..] {
            [e] => contained_expr(e),
            _ => None,
        },
        Pat::Node(n) if ast::Expr::can_cast(n.kind) && !is_block_like(n.kind) => Some(p),
        Pat::Meta(_) => Some(p),
        // A disjunction of expression lines.
        Pat::Disj(d) if d.branches.iter().all(|b| contained_expr(b).is_some()) => Some(p),
        _ => None,
    }
}

fn is_block_like(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(kind, IF_EXPR | MATCH_EXPR | LOOP_EXPR | WHILE_EXPR | FOR_EXPR | BLOCK_EXPR | MACRO_EXPR)
}

/// `return;` (no value): in a fn returning `()`, falling off the end matches it too.
fn is_bare_return(p: &Pat) -> bool {
    match p {
        Pat::Node(n) if n.kind == SyntaxKind::EXPR_STMT => {
            matches!(&n.children[..], [Pat::Node(r), ..] if r.kind == SyntaxKind::RETURN_EXPR && r.children.len() == 1)
        }
        _ => false,
    }
}

/// One way the sequence after a gap can read: the disjunction branch it takes, and its
/// statements. Each place a path reaches takes the first way that matches there.
struct Alt {
    branch: Option<(usize, usize)>,
    items: Vec<Pat>,
}

/// The ways the sequence after a gap reads: a `?` statement first gives two (with it and
/// without it), a disjunction of several-statement branches one per branch, anything else one.
fn alternatives(rest: &[Pat]) -> Vec<Alt> {
    let Some((next, after)) = rest.split_first() else { return vec![Alt { branch: None, items: Vec::new() }] };
    let join = |head: Vec<Pat>| head.into_iter().chain(after.iter().cloned()).collect::<Vec<Pat>>();
    match next {
        Pat::Optional(inner) => {
            let mut alts = vec![Alt { branch: None, items: join(vec![(**inner).clone()]) }];
            alts.extend(alternatives(after));
            alts
        }
        Pat::Disj(d) if d.branches.iter().any(|b| matches!(b, Pat::Seq(items) if items.len() != 1)) => d
            .branches
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let head = match b {
                    Pat::Seq(items) => items.clone(),
                    other => vec![other.clone()],
                };
                Alt { branch: Some((d.id, i)), items: join(head) }
            })
            .collect(),
        _ => vec![Alt { branch: None, items: rest.to_vec() }],
    }
}

/// `...` or `<... P ...>` between statements.
struct Gap<'p> {
    whens: &'p [When],
    nest: Option<&'p NestPat>,
    /// The pattern before the gap: paths must not pass another statement it matches.
    prev: Option<&'p Pat>,
    origin: smpl::pattern::Origin,
}

/// A place a gap's paths reach that matches what follows the gap.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Endpoint {
    Node(NodeId),
    /// Falling off the end of a fn returning `()`, standing for `return;`.
    ImplicitReturn,
}

/// What exploring a gap's paths found.
#[derive(Default)]
struct Explored {
    endpoints: Vec<Endpoint>,
    /// Nodes passed over (for the gap's range and its nest's occurrences).
    covered: Vec<NodeId>,
    /// A path reached the end of the region (or left through an error exit).
    reached_end: bool,
    /// A path broke forall: it left the region without reaching the pattern after the gap, or
    /// passed code the gap must not pass.
    failed: bool,
}

impl Ctx<'_> {
    /// The graph of the body that holds the statement list `list`, and the block's range in it
    /// (`None` when the list is the body's own block).
    fn block_graph(&self, list: &SyntaxNode, shift: i64) -> Option<(Graph, Option<TextRange>)> {
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
        self.cont(&w, items, None, at, st, k)
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
    fn next_node(&self, w: &Walk, at: At) -> Option<NodeId> {
        let n = match at {
            At::After(n) => w.g.cfg.nodes[n].next?,
            At::Before(n) => n?,
        };
        (!w.leaves(n)).then_some(n)
    }

    /// Matches `items` from `at`; `prev` is the pattern matched just before.
    fn cont(&self, w: &Walk, items: &[Pat], prev: Option<&Pat>, at: At, st: &mut State, k: K) -> bool {
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
                    crate::matching::matcher::with_merged_hits(st, from, k)
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
                    if matched_here {
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
    fn conj_paths(
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
    fn gap(&self, w: &Walk, gap: &Gap, alts: &[Alt], at: At, st: &mut State, k: K) -> bool {
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
        let hit = Hit { origin: gap.origin, range, el: None, gap: true, implicit_return: false };
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
    fn gap_place(&self, g: &Graph, at: At) -> TextSize {
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
    fn nest_occurrences(&self, w: &Walk, np: &NestPat, covered: &[NodeId], st: &State) -> Vec<Instance> {
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

    /// Walks the paths of a gap. Without `when any` a path stops at the first place matching
    /// the pattern after the gap; with it, paths go on past them (every such place is an
    /// endpoint) and a second walk that stops there checks forall.
    #[allow(clippy::too_many_arguments)]
    fn explore(
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
    fn explore_pass(
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
    fn can_end_at(&self, p: &Pat, g: &Graph, y: NodeId) -> bool {
        g.is_stmt(y)
            || (contained_expr(p).is_some()
                && matches!(g.cfg.nodes[y].kind, NodeKind::Cond | NodeKind::Match | NodeKind::LetElse)
                && !g.cfg.nodes[y].in_macro)
    }

    /// The sequence after a gap at each endpoint on its own: forall needs every endpoint to
    /// match, exists one. Each endpoint's matches become sub-matches (with the `+` code after
    /// the gap); values they all agree on are bound here.
    #[allow(clippy::too_many_arguments)]
    fn tails(
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
    fn tails_at(&self, w: &Walk, alt: &Alt, e: Endpoint, gap_offset: TextSize, st: &State) -> Vec<Instance> {
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
                    implicit_return: true,
                });
                let root = CodeEl::node(w.g.body.clone(), w.g.shift);
                out.push(tail.to_instance(&root, None));
            }
        }
        out
    }

    /// Where a fn body's last statement ends (code added before an implicit `return;` goes
    /// after it).
    fn implicit_return_point(&self, g: &Graph) -> Option<TextSize> {
        let f = ast::Fn::cast(g.body.clone())?;
        let list = f.body()?.stmt_list()?;
        let last = list.syntax().children().last()?;
        Some(crate::code::shift_range(last.text_range(), g.shift).end())
    }

    /// Whether `p` could match at node `y` with the bindings so far.
    fn probe(&self, p: &Pat, g: &Graph, y: NodeId, st: &State) -> bool {
        let mut probe = st.child();
        self.at_node(p, g, y, &mut probe, &mut |_: &mut State| true)
    }

    /// Matches a statement pattern at node `y`: the statement itself, or for an expression
    /// line without `;`, an expression inside the node's own code (a compound statement's own
    /// code is its condition or scrutinee).
    fn at_node(&self, p: &Pat, g: &Graph, y: NodeId, st: &mut State, k: K) -> bool {
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
    fn head_code(&self, g: &Graph, y: NodeId) -> Vec<CodeEl> {
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

    /// Whether the body, outside node `from`'s code, lacks the words of every `when != P`.
    fn words_absent_around(&self, g: &Graph, from: NodeId, whens: &[(&When, crate::prepare::prefilter::Req)]) -> bool {
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
    fn prepare_whens<'w>(&self, whens: &'w [When], st: &State) -> Vec<(&'w When, crate::prepare::prefilter::Req)> {
        let bound = |id: usize| st.env.get(id).and_then(|v| v.idents());
        whens
            .iter()
            .map(|w| {
                let req = match w {
                    When::NotMatch(p) => crate::prepare::prefilter::Req::of_bound_pat(p, self.rule, &bound),
                    _ => crate::prepare::prefilter::Req::True,
                };
                (w, req)
            })
            .collect()
    }

    /// `when` constraints on the code of one node of a path.
    fn node_whens_ok(&self, whens: &[(&When, crate::prepare::prefilter::Req)], own: &[CodeEl], st: &State) -> bool {
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

/// The origin of a pattern's first leaf.
fn first_leaf_origin(p: &Pat) -> Option<smpl::pattern::Origin> {
    let mut found = None;
    p.walk(&mut |q| {
        if found.is_none() {
            found = match q {
                Pat::Token(t) => Some(t.origin),
                Pat::Meta(m) => Some(m.origin),
                _ => None,
            };
        }
    });
    found
}

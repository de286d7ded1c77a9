//! Matching sequences: a rule's statements against a block's, with `...` gaps between them
//! (checked against their `when` constraints), and nests (`<... P ...>`) over a run of code.

use crate::bind::Value;
use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::{Bindings, Hit, Instance, K, State};
use ra_ap_syntax::{AstNode, SyntaxKind, TextRange, TextSize, ast};
use smpl::MetaKind;
use smpl::pattern::*;

impl Ctx<'_> {
    /// Matches a sequence of patterns against a sequence of code elements. With `open_end`, code
    /// may remain after the last pattern (a statement pattern inside a longer block).
    pub fn seq(&self, ps: &[Pat], cs: &[CodeEl], st: &mut State, open_end: bool, k: K) -> bool {
        let Some((p, rest)) = ps.split_first() else {
            if let Some(c) = cs.first().filter(|_| !open_end) {
                self.failed(st.hits.len(), || crate::explaining::failure::Met::PatternEnds { code: c.range() });
            }
            return (open_end || cs.is_empty()) && k(st);
        };
        match p {
            Pat::Dots(d) => {
                // `..., ...` is one gap: the first takes nothing, or every way of sharing the
                // gap between them would be tried (and found again) for each.
                let next_is_dots = matches!(rest.first(), Some(Pat::Dots(next)) if next.whens.is_empty());
                let lengths = if next_is_dots && d.whens.is_empty() {
                    Box::new(std::iter::once(0))
                } else {
                    gap_lengths(cs, rest.is_empty())
                };
                for n in lengths {
                    if !self.whens_ok(&d.whens, &cs[..n], st) {
                        break;
                    }
                    let saved = st.save();
                    st.hits.push(Hit {
                        origin: d.origin,
                        range: run_range(cs, n),
                        el: None,
                        gap: true,
                        implicit: None,
                    });
                    if self.seq(rest, &cs[n..], st, open_end, k) {
                        return true;
                    }
                    st.restore(saved);
                }
                false
            }
            Pat::Meta(mp)
                if matches!(
                    self.rule.metavars[mp.id].kind,
                    MetaKind::ExpressionList(_) | MetaKind::ParameterList(_)
                ) =>
            {
                let is_kind = |c: &CodeEl| match self.rule.metavars[mp.id].kind {
                    MetaKind::ParameterList(_) => {
                        matches!(c.kind(), SyntaxKind::PARAM | SyntaxKind::SELF_PARAM)
                    }
                    _ => c.as_node().is_some() && ast::Expr::can_cast(c.kind()),
                };
                let max = cs.iter().take_while(|c| is_kind(c)).count();
                for n in 0..=max {
                    // An empty run stands where the next element (or the closing bracket) is.
                    let at = cs
                        .get(n)
                        .or(cs.last())
                        .map_or(TextSize::new(0), |c| if n < cs.len() { c.range().start() } else { c.range().end() });
                    if self.bind_list(mp, &cs[..n], at, st, &mut |st: &mut State| {
                        self.seq(rest, &cs[n..], st, open_end, k)
                    }) {
                        return true;
                    }
                }
                false
            }
            Pat::Nest(np) => {
                for n in gap_lengths(cs, rest.is_empty()) {
                    if self.nest(np, &cs[..n], st, &mut |st: &mut State| self.seq(rest, &cs[n..], st, open_end, k)) {
                        return true;
                    }
                }
                false
            }
            Pat::Disj(d) if d.branches.iter().all(|b| matches!(b, Pat::Seq(_))) => {
                for (i, b) in d.branches.iter().enumerate() {
                    let Pat::Seq(items) = b else { continue };
                    let joined: Vec<Pat> = items.iter().chain(rest).cloned().collect();
                    let saved = st.save();
                    st.branches.push((d.id, i));
                    let mut matched_here = false;
                    if self.seq(&joined, cs, st, open_end, &mut |st: &mut State| {
                        matched_here = true;
                        k(st)
                    }) {
                        return true;
                    }
                    st.restore(saved);
                    // The first alternative that matches here wins.
                    if matched_here && self.commits() {
                        return false;
                    }
                }
                false
            }
            Pat::Seq(items) => {
                let joined: Vec<Pat> = items.iter().chain(rest).cloned().collect();
                self.seq(&joined, cs, st, open_end, k)
            }
            Pat::Optional(inner) => {
                let joined: Vec<Pat> = std::iter::once((**inner).clone()).chain(rest.iter().cloned()).collect();
                self.seq(&joined, cs, st, open_end, k) || self.seq(rest, cs, st, open_end, k)
            }
            _ => {
                let Some((c, crest)) = cs.split_first() else {
                    self.failed(st.hits.len(), || crate::explaining::failure::Met::CodeEnds {
                        after: st.hits.iter().rev().map(|h| h.range).find(|r| !r.is_empty()),
                    });
                    return false;
                };
                self.m(p, c, st, &mut |st: &mut State| self.seq(rest, crest, st, open_end, k))
            }
        }
    }

    /// `<... P ...>` over `run`: every occurrence of P inside becomes a sub-match.
    pub(crate) fn nest(&self, np: &NestPat, run: &[CodeEl], st: &mut State, k: K) -> bool {
        if !self.whens_ok(&np.whens, run, st) {
            return false;
        }
        let subs = self.find_all(&np.body, run, st, Some(np.id), usize::MAX);
        let hit = Hit { origin: np.origin, range: run_range(run, run.len()), el: None, gap: true, implicit: None };
        self.with_occurrences(np, subs, hit, st, k)
    }

    /// A nest's occurrences become sub-matches. Metavariables they bind that are also used
    /// outside the nest (by the pattern, `+` code or later rules) have one value for the whole
    /// match: `k` runs once for every value the occurrences give them, with only the
    /// occurrences that agree. With no occurrence giving one, the match goes on only if the
    /// pattern after the nest can still bind them.
    pub(crate) fn with_occurrences(&self, np: &NestPat, subs: Vec<Instance>, hit: Hit, st: &mut State, k: K) -> bool {
        let outside = self.scope.outside_nest.get(&np.id);
        let needed: Vec<MetaId> = (0..self.rule.metavars.len())
            .filter(|&id| outside.is_some_and(|o| o[id]) && st.env.get(id).is_none())
            .filter(|&id| subs.iter().any(|s| s.env.get(id).is_some()))
            .collect();
        let saved = st.save();
        if needed.is_empty() {
            if np.at_least_one && subs.is_empty() {
                return false;
            }
            st.hits.push(hit);
            st.subs.extend(subs);
            return k(st) || {
                st.restore(saved);
                false
            };
        }
        // Occurrences grouped by the values they give; those that give none go with every group.
        let mut groups: Vec<(Bindings, Vec<Instance>)> = Vec::new();
        let mut neutral = Vec::new();
        for s in subs {
            let vals: Vec<(MetaId, Value)> =
                needed.iter().filter_map(|&id| s.env.get(id).map(|v| (id, v.clone()))).collect();
            if vals.is_empty() {
                neutral.push(s);
                continue;
            }
            let same = |g: &[(MetaId, Value)]| {
                g.len() == vals.len() && g.iter().zip(&vals).all(|((a, x), (b, y))| a == b && x.same(y))
            };
            match groups.iter_mut().find(|(g, _)| same(g)) {
                Some(group) => group.1.push(s),
                None => groups.push((vals, vec![s])),
            }
        }
        for (vals, members) in groups {
            if vals.into_iter().all(|(id, v)| self.bind(id, v, st)) {
                st.hits.push(hit.clone());
                st.subs.extend(members);
                st.subs.extend(neutral.iter().cloned());
                if k(st) {
                    return true;
                }
            }
            st.restore(saved);
        }
        let pattern_outside = self.scope.pattern_outside_nest.get(&np.id);
        if needed.iter().any(|&id| pattern_outside.is_some_and(|o| o[id])) && !(np.at_least_one && neutral.is_empty()) {
            st.hits.push(hit);
            st.subs.extend(neutral);
            if k(st) {
                return true;
            }
            st.restore(saved);
        }
        false
    }

    /// `when` constraints on the code a `...` passes over.
    pub(crate) fn whens_ok(&self, whens: &[When], run: &[CodeEl], st: &State) -> bool {
        whens.iter().all(|w| match w {
            When::NotMatch(p) => !run.iter().any(|el| self.forbidden_in(p, std::slice::from_ref(el), st)),
            When::Match(p) => run.iter().all(|el| {
                let mut probe = st.child();
                self.m(p, el, &mut probe, &mut |_: &mut State| true)
            }),
            _ => true,
        })
    }
}

/// How many of the sibling nodes `cs` a `...` or nest may pass over, shortest first. A
/// trailing one runs to the end of the block.
fn gap_lengths(cs: &[CodeEl], trailing: bool) -> Box<dyn Iterator<Item = usize>> {
    let nodes = cs.iter().take_while(|c| c.as_node().is_some()).count();
    if trailing {
        let all = cs.len();
        Box::new(std::iter::once(nodes).filter(move |&n| n == all))
    } else {
        Box::new(0..=nodes)
    }
}

/// The range covered by the first `n` elements (empty at the next element when `n` is 0).
fn run_range(cs: &[CodeEl], n: usize) -> TextRange {
    if n == 0 {
        let at = cs.first().map_or(0.into(), |c| c.range().start());
        return TextRange::empty(at);
    }
    cs[0].range().cover(cs[n - 1].range())
}

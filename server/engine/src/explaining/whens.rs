//! Why a `...` failed, for explaining: which `when` a path's code broke and where (after the
//! normal check, [`Ctx::node_whens_ok`], said no), or the code a path left the body after.

use crate::code::CodeEl;
use crate::explaining::failure::Met;
use crate::explaining::words::pattern_text;
use crate::matching::matcher::Ctx;
use crate::matching::state::State;
use crate::prepare::prefilter::Req;
use smpl::pattern::When;

impl Ctx<'_> {
    /// Records the first `when` that `own` (the code of one node of a path) breaks.
    pub(crate) fn when_failed(&self, whens: &[(&When, Req)], own: &[CodeEl], st: &State) {
        for (w, req) in whens {
            for el in own {
                let one = std::slice::from_ref(el);
                let met = match w {
                    When::NotMatch(p) if self.words.holds(req, el.range()) && self.forbidden_in(p, one, st) => {
                        // The use itself where the search finds it, else the whole statement.
                        let code = self.find_forbidden(p, one, st, 1).first().map_or(el.range(), |i| i.range());
                        Met::When { not: true, pattern: pattern_text(p, self.rule), code }
                    }
                    When::Match(p) if !self.m(p, el, &mut st.child(), &mut |_: &mut State| true) => {
                        Met::When { not: false, pattern: pattern_text(p, self.rule), code: el.range() }
                    }
                    _ => continue,
                };
                // The gap got this far: past the leaves matched before it.
                self.failed(st.hits.len() + 1, || met);
                return;
            }
        }
    }

    /// The code of the node walked last before `exit` (among `walked`, the nodes the gap
    /// covered): where a path that left the body without what follows the `...` left it.
    pub(crate) fn last_before(
        &self,
        g: &crate::matching::graph::Graph,
        exit: cfg::NodeId,
        walked: &[cfg::NodeId],
    ) -> Option<ra_ap_syntax::TextRange> {
        let z = walked.iter().rev().find(|&&z| g.cfg.nodes[z].succ.iter().any(|(n, _)| *n == exit))?;
        g.syntax(*z).map(|c| c.range())
    }

    /// How a path that reached `exit` after `walked` left: through a `return`, or off the
    /// end of the body (where `exit` is the body's own exit).
    pub(crate) fn leaving(
        &self,
        g: &crate::matching::graph::Graph,
        exit: cfg::NodeId,
        walked: &[cfg::NodeId],
    ) -> crate::explaining::failure::Leaving {
        use crate::explaining::failure::Leaving;
        if exit != g.cfg.exit {
            return Leaving::Other;
        }
        let what = if g.cfg.body_kind == ra_ap_syntax::SyntaxKind::CLOSURE_EXPR { "closure" } else { "fn" };
        let edge = walked.iter().rev().find_map(|&z| g.cfg.nodes[z].succ.iter().find(|(n, _)| *n == exit).map(|e| e.1));
        match edge {
            Some(cfg::EdgeKind::Return) => Leaving::Returns { what },
            Some(cfg::EdgeKind::Normal | cfg::EdgeKind::True | cfg::EdgeKind::False) => {
                let body = crate::code::CodeEl::node(g.body.clone(), g.shift).range();
                let close = body.end().checked_sub(1.into()).unwrap_or(body.end());
                Leaving::Ends { what, end: ra_ap_syntax::TextRange::new(close, body.end()) }
            }
            _ => Leaving::Other,
        }
    }
}

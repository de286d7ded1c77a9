//! Where a rule uses each metavariable, computed once per rule. Coccinelle binds a metavariable
//! at the outermost place that uses it: one bound inside `<... P ...>` but also used outside the
//! nest (by the pattern, by `+` code or by a later rule) has one value for the whole match, so
//! the nest only takes the occurrences that agree with it.

use ra_ap_syntax::TextSize;
use smpl::pattern::{MetaId, Pat, When};
use smpl::{Patch, Rule};
use std::collections::HashMap;

/// The metavariable uses of one rule.
#[derive(Clone, Debug, Default)]
pub struct RuleScope {
    /// Metavariables later rules inherit.
    pub exported: Vec<bool>,
    /// For every nest (by id): the metavariables used outside its body.
    pub outside_nest: HashMap<usize, Vec<bool>>,
    /// For every nest (by id): the metavariables the pattern (not `+` code, not later rules)
    /// uses outside its body; those may still get bound after a nest that found nothing.
    pub pattern_outside_nest: HashMap<usize, Vec<bool>>,
    /// Every `+` run: its patch offset and the metavariables it names.
    pub plus_runs: Vec<(TextSize, Vec<MetaId>)>,
}

impl RuleScope {
    /// The metavariables named by the `+` runs a match places (inside `window`, outside its
    /// `holes` and outside `hole`).
    pub fn plus_uses_outside(&self, window: Window, holes: &[Window], hole: Window) -> Vec<MetaId> {
        let placed =
            |o: TextSize| in_window(o, window) && !holes.iter().any(|h| in_window(o, *h)) && !in_window(o, hole);
        let mut out: Vec<MetaId> =
            self.plus_runs.iter().filter(|(o, _)| placed(*o)).flat_map(|(_, uses)| uses.iter().copied()).collect();
        out.sort();
        out.dedup();
        out
    }

    pub fn of(patch: &Patch, index: usize, exported_names: &[String]) -> RuleScope {
        let rule = &patch.rules[index];
        let n = rule.metavars.len();
        let exported = (0..n).map(|id| exported_names.contains(&rule.metavars[id].name)).collect();
        let mut scope = RuleScope { exported, ..RuleScope::default() };
        let Some(body) = &rule.body else { return scope };
        scope.plus_runs = body.plus.iter().map(|run| (run.offset, plus_uses(rule, run))).collect();
        let mut nests = Vec::new();
        collect_nests(&body.pattern, &mut Vec::new(), &mut nests);
        for (id, _) in &nests {
            let mut pat_uses = vec![false; n];
            uses_outside(&body.pattern, *id, false, &mut pat_uses);
            let mut all = pat_uses.clone();
            for run in &body.plus {
                // Code added outside the nest (or in another nest not inside it) uses these.
                let inside = run.nest.is_some_and(|r| r == *id || nests_within(&nests, r, *id));
                if !inside {
                    for u in plus_uses(rule, run) {
                        all[u] = true;
                    }
                }
            }
            for (i, e) in scope.exported.iter().enumerate() {
                all[i] |= *e;
            }
            scope.outside_nest.insert(*id, all);
            scope.pattern_outside_nest.insert(*id, pat_uses);
        }
        scope
    }
}

/// Patch offsets between two bounds (exclusive): which `+` runs a match places.
pub type Window = (TextSize, TextSize);

/// Whether offset `o` lies strictly inside `w`.
pub fn in_window(o: TextSize, w: Window) -> bool {
    w.0 < o && o < w.1
}

/// Every nest of the pattern with the nests enclosing it.
fn collect_nests(p: &Pat, stack: &mut Vec<usize>, out: &mut Vec<(usize, Vec<usize>)>) {
    match p {
        Pat::Nest(n) => {
            out.push((n.id, stack.clone()));
            stack.push(n.id);
            collect_nests(&n.body, stack, out);
            stack.pop();
        }
        Pat::Node(n) => n.children.iter().for_each(|c| collect_nests(c, stack, out)),
        Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().for_each(|c| collect_nests(c, stack, out)),
        Pat::MacroArgs(m) => m.args.iter().for_each(|c| collect_nests(c, stack, out)),
        Pat::Seq(items) => items.iter().for_each(|c| collect_nests(c, stack, out)),
        Pat::Optional(q) => collect_nests(q, stack, out),
        Pat::Token(_) | Pat::Meta(_) | Pat::Dots(_) => {}
    }
}

/// Whether nest `inner` lies inside nest `outer`.
fn nests_within(nests: &[(usize, Vec<usize>)], inner: usize, outer: usize) -> bool {
    nests.iter().any(|(id, enclosing)| *id == inner && enclosing.contains(&outer))
}

/// Marks the metavariables `p` uses outside nest `nest` (`inside` says whether `p` is in it).
fn uses_outside(p: &Pat, nest: usize, inside: bool, out: &mut [bool]) {
    let mut mark = |id: MetaId| {
        if !inside {
            out[id] = true;
        }
    };
    match p {
        Pat::Meta(m) => {
            mark(m.id);
            if let Some(pos) = m.position {
                mark(pos);
            }
        }
        Pat::Node(n) => {
            if let Some(pos) = n.position {
                mark(pos);
            }
            n.children.iter().for_each(|c| uses_outside(c, nest, inside, out));
        }
        Pat::Nest(n) => {
            let inside = inside || n.id == nest;
            uses_outside(&n.body, nest, inside, out);
            whens_outside(&n.whens, nest, inside, out);
        }
        Pat::Dots(d) => whens_outside(&d.whens, nest, inside, out),
        Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().for_each(|c| uses_outside(c, nest, inside, out)),
        Pat::MacroArgs(m) => m.args.iter().for_each(|c| uses_outside(c, nest, inside, out)),
        Pat::Seq(items) => items.iter().for_each(|c| uses_outside(c, nest, inside, out)),
        Pat::Optional(q) => uses_outside(q, nest, inside, out),
        Pat::Token(_) => {}
    }
}

/// `when` patterns constrain with bound values: a metavariable they name is used there.
fn whens_outside(whens: &[When], nest: usize, inside: bool, out: &mut [bool]) {
    for w in whens {
        if let When::NotMatch(p) | When::Match(p) = w {
            uses_outside(p, nest, inside, out);
        }
    }
}

/// The metavariables a `+` run names.
pub fn plus_uses(rule: &Rule, run: &smpl::PlusRun) -> Vec<MetaId> {
    let mut out = Vec::new();
    for line in &run.lines {
        let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, line);
        for t in 0..lexed.len() {
            if lexed.kind(t) == ra_ap_syntax::SyntaxKind::IDENT
                && let Some(id) = rule.metavars.iter().position(|m| m.name == lexed.text(t))
                && !out.contains(&id)
            {
                out.push(id);
            }
        }
    }
    // A fresh identifier built from other metavariables uses them too.
    for id in out.clone() {
        if let smpl::MetaKind::FreshIdentifier(parts) = &rule.metavars[id].kind {
            let names: Vec<&str> = parts
                .iter()
                .flat_map(|part| match part {
                    smpl::FreshPart::Meta(name) => vec![name.as_str()],
                    smpl::FreshPart::Script(s) => s.args.iter().map(String::as_str).collect(),
                    smpl::FreshPart::Literal(_) => Vec::new(),
                })
                .collect();
            for name in names {
                if let Some(i) = rule.metavar_named(name)
                    && !out.contains(&i)
                {
                    out.push(i);
                }
            }
        }
    }
    out
}

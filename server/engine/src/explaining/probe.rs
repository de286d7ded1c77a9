//! Trying a rule's pattern again at the place being explained, on the code there, with the
//! matcher recording the element that failed furthest ([`Ctx::explain`] set).

use crate::code::CodeEl;
use crate::explaining::{At, Reason, words};
use crate::matching::matcher::Ctx;
use crate::matching::state::State;
use crate::matching::walk::{Walk, can_start, root_kinds, walk_with};
use smpl::pattern::Pat;

impl Ctx<'_> {
    /// Why `pat` has no match at `at` in `file` (from `seed`'s bindings): one reason, or one per
    /// branch when the pattern is a disjunction. Empty when it does match there.
    pub(crate) fn explain_at(&self, pat: &Pat, file: &[CodeEl], seed: &State, at: At) -> Vec<Reason> {
        let pat = match pat {
            Pat::Seq(items) if items.len() == 1 => &items[0],
            p => p,
        };
        match pat {
            Pat::Disj(d) => d
                .branches
                .iter()
                .enumerate()
                .flat_map(|(i, b)| self.explain_one(b, file, seed, at).map(|r| Reason { branch: Some(i), ..r }))
                .collect(),
            p => self.explain_one(p, file, seed, at).into_iter().collect(),
        }
    }

    fn explain_one(&self, pat: &Pat, file: &[CodeEl], seed: &State, at: At) -> Option<Reason> {
        let deepest = self.explain?;
        deepest.borrow_mut().take();
        // Along the paths of the body around the place, as the search goes.
        let along_paths = |items: &[Pat]| {
            let body = body_at(self, file, at)?;
            let node = body.as_node()?;
            let cfg = self.graphs.borrow_mut().get(node, self.edition);
            let g = crate::matching::graph::Graph::new(cfg, node.clone(), body.shift);
            let mut found = Vec::new();
            self.path_matches(&g, items, seed, &mut found);
            Some(found)
        };
        let matched = match pat {
            Pat::Seq(items) if crate::prepare::pattern_facts::uses_paths(items) => {
                let Some(found) = along_paths(items) else { return Some(nothing_here()) };
                !found.is_empty()
            }
            // A rule that is one nest matches the occurrences of its body (that pass its
            // `when`s): why not here is why the body does not match here.
            Pat::Nest(np) => {
                let reason = self.explain_one(&np.body, file, seed, at)?;
                if reason.kind == MATCHES_HERE && !np.whens.is_empty() {
                    return Some(self.nest_excluded(np, file, seed, at));
                }
                return Some(reason);
            }
            // A rule that is one `...` matches a body whose paths pass its `when`s: it
            // reports and changes nothing, but the rules that depend on it run.
            // (Its match is where the body's first statement is, so a place further in is told
            // where.)
            Pat::Dots(_) => match along_paths(std::slice::from_ref(pat)).as_deref() {
                None => return Some(nothing_here()),
                Some([first, ..]) => {
                    let lc = smpl::LineCol::of(self.src, first.range().start().into());
                    let message = format!(
                        "the rule is one `...`, and every path of this body passes its `when`s: its match is the \
                         body's, from {}:{} (it reports and changes nothing itself; the rules that depend on it run)",
                        lc.line, lc.col
                    );
                    return Some(Reason::new("starts elsewhere", message));
                }
                Some([]) => false,
            },
            Pat::Seq(items) => {
                let starts = statements_at(self, file, at);
                if starts.is_empty() {
                    return Some(nothing_here());
                }
                starts
                    .iter()
                    .any(|(stmts, j)| self.seq(items, &stmts[*j..], &mut seed.child(), true, &mut |_: &mut State| true))
            }
            _ => {
                let candidates = candidates(self, pat, file, at);
                if candidates.is_empty() {
                    return Some(nothing_here());
                }
                candidates.iter().any(|c| self.m(pat, c, &mut seed.child(), &mut |_: &mut State| true))
            }
        };
        let met = deepest.borrow_mut().take();
        match met {
            _ if matched => Some(Reason::new(
                MATCHES_HERE,
                "the pattern matches here, but the search of the file did not keep this match".to_owned(),
            )),
            Some(met) => Some(words::reason(&met, self.rule, self.src)),
            None => Some(Reason::new("no match", "the pattern does not match the code here".to_owned())),
        }
    }
}

impl Ctx<'_> {
    /// Why an occurrence of nest `np`'s body at `at` is not a match: the first of the nest's
    /// `when`s it breaks.
    fn nest_excluded(&self, np: &smpl::pattern::NestPat, file: &[CodeEl], seed: &State, at: At) -> Reason {
        let here: Vec<_> =
            self.find_all(&np.body, file, seed, None, usize::MAX).into_iter().filter(|o| holds(&o.root, at)).collect();
        let broken = np.whens.iter().find(|w| {
            here.iter().any(|o| !self.whens_ok(std::slice::from_ref(*w), std::slice::from_ref(&o.root), &seed.child()))
        });
        let which = match broken {
            Some(smpl::pattern::When::NotMatch(p)) => format!("`when != {}`", words::pattern_text(p, self.rule)),
            Some(smpl::pattern::When::Match(p)) => format!("`when = {}`", words::pattern_text(p, self.rule)),
            _ => "a `when`".to_owned(),
        };
        Reason::new("when", format!("the nest's pattern matches here, but its {which} excludes this code"))
    }
}

/// The kind of reason given where the pattern matches the code at the place after all.
const MATCHES_HERE: &str = "matches here";

fn nothing_here() -> Reason {
    Reason::new("no code", "there is no code here the pattern could start at".to_owned())
}

/// Where `at` lies: the point, or the line's first code.
fn starts_at(c: &CodeEl, at: At) -> bool {
    let r = c.range();
    match at {
        At::Point(o) => r.start() == o,
        At::Line(line) => line.contains_inclusive(r.start()),
    }
}

fn holds(c: &CodeEl, at: At) -> bool {
    match at {
        At::Point(o) => c.range().contains(o),
        At::Line(line) => line.contains_inclusive(c.range().start()),
    }
}

/// The code the pattern is tried on: the nodes of its root's kind at the place; or, when there
/// are none, the code there, so that the reason names what the code is instead: the outermost
/// node starting at the place (or else the innermost around it), one of the same sort as the
/// pattern's root (an expression for an expression) where there is one.
fn candidates(ctx: &Ctx, pat: &Pat, file: &[CodeEl], at: At) -> Vec<CodeEl> {
    let kinds = root_kinds(pat, ctx.user_isos);
    let sort = kinds.as_ref().and_then(|ks| ks.first()).map(|k| sort_of(*k));
    let mut fitting = Vec::new();
    // The fallbacks, of the pattern's sort and of any sort.
    let (mut starting, mut around): ([Option<CodeEl>; 2], [Option<CodeEl>; 2]) = Default::default();
    walk_with(file, ctx, Walk::Matches, &mut |c| {
        if !holds(c, at) || !can_start(c) {
            return true;
        }
        if kinds.as_ref().is_none_or(|ks| ks.contains(&c.kind())) {
            fitting.push(c.clone());
        }
        let same = usize::from(sort != Some(sort_of(c.kind())));
        for i in same..2 {
            if starting[i].is_none() && starts_at(c, at) {
                starting[i] = Some(c.clone());
            }
            around[i] = Some(c.clone());
        }
        true
    });
    if fitting.is_empty() {
        let [s0, s1] = starting;
        let [a0, a1] = around;
        fitting.extend(s0.or(a0).or(s1).or(a1));
    }
    fitting
}

/// The sort of code a kind is: an expression, a statement, a Rust pattern, a type, or other.
fn sort_of(kind: ra_ap_syntax::SyntaxKind) -> u8 {
    use ra_ap_syntax::{AstNode, ast};
    match kind {
        k if ast::Expr::can_cast(k) => 0,
        k if ast::Stmt::can_cast(k) => 1,
        k if ast::Pat::can_cast(k) => 2,
        k if ast::Type::can_cast(k) => 3,
        _ => 4,
    }
}

/// The innermost body (fn, closure, initialiser) around the place.
fn body_at(ctx: &Ctx, file: &[CodeEl], at: At) -> Option<CodeEl> {
    let mut inner = None;
    walk_with(file, ctx, Walk::Matches, &mut |c| {
        let around = match at {
            At::Point(o) => c.range().contains(o),
            At::Line(line) => c.range().contains_range(line) || line.contains_inclusive(c.range().start()),
        };
        if around && c.as_node().is_some_and(cfg::is_body) {
            inner = Some(c.clone());
        }
        true
    });
    inner
}

/// The statement runs (with the index in each) whose statement is at the place.
fn statements_at(ctx: &Ctx, file: &[CodeEl], at: At) -> Vec<(Vec<CodeEl>, usize)> {
    let mut out = Vec::new();
    walk_with(file, ctx, Walk::Matches, &mut |c| {
        if crate::matching::search::is_container(c.kind()) {
            let stmts = c.child_nodes();
            if let Some(j) = stmts.iter().position(|s| holds(s, at)) {
                out.push((stmts, j));
            }
        }
        true
    });
    out
}

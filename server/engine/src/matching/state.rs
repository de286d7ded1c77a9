//! The state of a match in progress: the leaves matched so far (each pattern leaf and the
//! code it matched), the bindings, and the continuation type the matcher passes along.

use crate::bind::{Env, Value};
use crate::code::CodeEl;
use crate::prepare::scope::Window;
use ra_ap_syntax::{TextRange, TextSize};
use smpl::pattern::*;

/// One pattern leaf and the code it matched.
#[derive(Clone, Debug)]
pub struct Hit {
    pub origin: Origin,
    /// File range of the matched code (empty for a `...` that matched nothing).
    pub range: TextRange,
    pub el: Option<CodeEl>,
    /// A `...` or nest: code passed over, not code the pattern names.
    pub gap: bool,
    /// A leaf the code leaves implicit, matched where the code has none.
    pub implicit: Option<Implicit>,
}

/// A pattern leaf that stands for code written without it (isomorphisms of `return`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Implicit {
    /// A `return;` standing for falling off the end of a fn returning `()`: `range` is the
    /// empty point after the body's last statement.
    UnitReturn,
    /// The `return` of `return e;` matched where `e` is the fn's value without one (its
    /// body's tail, `tail_return`): `range` is the empty point before `e`. A rewrite of the
    /// whole statement into another `return x;` writes `x` there.
    TailReturn,
}

/// A complete match of a rule (or, inside a nest, of the nest's body).
#[derive(Clone, Debug)]
pub struct Instance {
    pub env: Env,
    pub hits: Vec<Hit>,
    /// Disjunction branches taken, `(disjunction id, branch)`.
    pub branches: Vec<(usize, usize)>,
    /// Matches of nests inside this match.
    pub subs: Vec<Instance>,
    /// The nest this is an occurrence of, for nest matches.
    pub nest: Option<usize>,
    /// The code the match started at.
    pub root: CodeEl,
    /// Patch offsets of the `+` code this match places (exclusive bounds), but for the
    /// `holes`: a match's code after a `...` whose paths split is placed by the sub-match of
    /// each path.
    pub window: Window,
    pub holes: Vec<Window>,
}

impl Instance {
    /// The file range the match covers.
    /// Whether two matches are the same (found twice by different ways of matching).
    pub fn same_as(&self, other: &Instance) -> bool {
        self.root.range() == other.root.range()
            && self.nest == other.nest
            && self.window == other.window
            && self.holes == other.holes
            && self.hits.len() == other.hits.len()
            && self.hits.iter().zip(&other.hits).all(|(a, b)| a.range == b.range && a.origin == b.origin)
            && self.env.vals.len() == other.env.vals.len()
            && self.env.vals.iter().all(|(id, v)| other.env.get(*id).is_some_and(|w| w.same(v)))
            && self.subs.len() == other.subs.len()
            && self.subs.iter().zip(&other.subs).all(|(a, b)| a.same_as(b))
    }

    pub fn range(&self) -> TextRange {
        self.hits
            .iter()
            .filter(|h| !h.range.is_empty())
            .map(|h| h.range)
            .reduce(|a, b| a.cover(b))
            .unwrap_or(self.root.range())
    }
}

/// The mutable part of a match in progress.
pub struct State {
    pub env: Env,
    pub hits: Vec<Hit>,
    pub branches: Vec<(usize, usize)>,
    pub subs: Vec<Instance>,
    /// See [`Instance::window`].
    pub window: Window,
    pub holes: Vec<Window>,
    /// File ranges of the code loops that loop patterns matched: a `break` or `continue` of
    /// the pattern belongs to the loop around it in the pattern.
    pub loops: Vec<TextRange>,
}

/// All of the patch: a match places every `+` run it takes part in.
pub const WHOLE_PATCH: Window = (TextSize::new(0), TextSize::new(u32::MAX));

impl Default for State {
    fn default() -> State {
        State {
            env: Env::default(),
            hits: Vec::new(),
            branches: Vec::new(),
            subs: Vec::new(),
            window: WHOLE_PATCH,
            holes: Vec::new(),
            loops: Vec::new(),
        }
    }
}

#[derive(Clone, Copy)]
pub struct Saved(usize, usize, usize, usize, usize);

impl State {
    pub fn save(&self) -> Saved {
        Saved(self.env.len(), self.hits.len(), self.branches.len(), self.subs.len(), self.loops.len())
    }

    pub fn restore(&mut self, s: Saved) {
        self.env.truncate(s.0);
        self.hits.truncate(s.1);
        self.branches.truncate(s.2);
        self.subs.truncate(s.3);
        self.loops.truncate(s.4);
    }

    /// A fresh state that sees the bindings (and branches) of this one.
    pub fn child(&self) -> State {
        State {
            env: self.env.clone(),
            hits: Vec::new(),
            branches: self.branches.clone(),
            subs: Vec::new(),
            window: WHOLE_PATCH,
            holes: Vec::new(),
            loops: self.loops.clone(),
        }
    }

    pub fn to_instance(&self, root: &CodeEl, nest: Option<usize>) -> Instance {
        Instance {
            env: self.env.clone(),
            hits: self.hits.clone(),
            branches: self.branches.clone(),
            subs: self.subs.clone(),
            nest,
            root: root.clone(),
            window: self.window,
            holes: self.holes.clone(),
        }
    }
}

/// Values given to some metavariables.
pub type Bindings = Vec<(MetaId, Value)>;

pub type K<'k> = &'k mut dyn FnMut(&mut State) -> bool;

/// Values other rules bound, for `r.x` in constraints: every value `r` bound to `x`.
pub type External<'a> = &'a dyn Fn(&str, &str) -> Vec<Value>;

/// Runs `k` with the leaves a conjunction's branches matched since `from` merged: a context
/// leaf on code that another branch's `-` leaves remove is dropped (it would split the
/// removal); the leaves are put back as they were afterwards.
pub(crate) fn with_merged_hits(st: &mut State, from: usize, k: K) -> bool {
    let original = st.hits.split_off(from);
    let minus: Vec<TextRange> =
        original.iter().filter(|h| h.origin.mark == Mark::Minus && !h.range.is_empty()).map(|h| h.range).collect();
    st.hits.extend(
        original
            .iter()
            .filter(|h| h.origin.mark == Mark::Minus || !minus.iter().any(|m| m.contains_range(h.range)))
            .cloned(),
    );
    let ok = k(st);
    st.hits.truncate(from);
    st.hits.extend(original);
    ok
}

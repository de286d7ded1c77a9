//! Typed checks last: a search start is first tried with the semantic checks of typed
//! metavariables, identifier expressions and paths written otherwise than the patch's taken on
//! trust, and asked of the model only where the rest of the pattern matches there.
//!
//! The matcher checks a typed metavariable (`expression Vec<_> e;`) when it binds it, before
//! the rest of the pattern: `e.len() == 0` asked the type of `self` in `self.len() ==
//! other.len()`, though `0` could never match `other.len()`. Each such question may load the
//! model (on syn, a test file's question pulled in every dev-dependency: 9 s of a 20 s run, for
//! three questions whose answers could not matter), and each unanswered one was reported as a
//! skipped candidate where the pattern's shape appears nowhere.
//!
//! The lenient try is a superset of the strict one: a typed check taken on trust only lets more
//! code through, provided every check made on trust sits where matching more means matching
//! more. It does not where a match's success makes something else fail: what a `when !=`
//! forbids, and whether the statement after a `...` is met early. Those sub-searches are
//! strict ([`Ctx::strictly`]), and an ordered choice does not commit to a branch that matched
//! on trust ([`Ctx::commits`]). Checks that bind a `type` metavariable are strict too (a later
//! use of it would see it unbound). A path call pattern on a method call (`Iterator::nth(e, 0)`
//! on `it.nth(0)`) is taken on trust for the callee and the receiver: its other arguments
//! decide.

use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::State;
use crate::prepare::pattern_facts::names_resolvable_paths;
use smpl::pattern::Pat;
use smpl::{MetaKind, MetaVar, Rule, TypePat};

/// Whether the semantic check of `meta` may be taken on trust in a lenient try.
pub(crate) fn deferrable(rule: &Rule, meta: &MetaVar) -> bool {
    let typed = meta.ty.is_some() || matches!(meta.kind, MetaKind::IdExpression(_));
    typed && meta.ty.as_ref().is_none_or(|t| !t.alternatives.iter().any(|p| binds_type_meta(rule, p)))
}

/// Whether matching type pattern `p` binds a `type` metavariable of `rule`.
fn binds_type_meta(rule: &Rule, p: &TypePat) -> bool {
    match p {
        TypePat::Any | TypePat::Never => false,
        TypePat::Path { path, args } => {
            (args.is_empty() && rule.metavars.iter().any(|m| &m.name == path && m.kind == MetaKind::Type))
                || args.iter().any(|a| binds_type_meta(rule, a))
        }
        TypePat::Ref { inner, .. } | TypePat::Slice(inner) | TypePat::Array(inner) => binds_type_meta(rule, inner),
        TypePat::Tuple(items) => items.iter().any(|a| binds_type_meta(rule, a)),
    }
}

/// Whether a rule gains from lenient tries: it has a check to defer, and nothing observes a
/// lenient try (scripts that constraints run, the failures `explain` records).
pub(crate) fn worth_trying(rule: &Rule) -> bool {
    (rule.metavars.iter().any(|m| deferrable(rule, m)) || names_resolvable_paths(rule))
        && !rule.has_script_expressions()
}

impl Ctx<'_> {
    /// Whether `pat` may match at `c` from `base`: `false` only where it cannot, typed or not.
    /// Always `true` for rules without a check to defer (nothing is tried twice).
    pub(crate) fn may_match_at(&self, pat: &Pat, c: &CodeEl, base: &State) -> bool {
        if !self.lenient_tries || self.explain.is_some() || self.lenient.get() {
            return true;
        }
        self.lenient.set(true);
        let hit = self.m(pat, c, &mut base.child(), &mut |_: &mut State| true);
        self.lenient.set(false);
        hit
    }

    /// Whether the check of `meta` is taken on trust now.
    pub(crate) fn on_trust(&self, meta: &MetaVar) -> bool {
        self.lenient.get() && deferrable(self.rule, meta)
    }

    /// Whether an ordered choice (a disjunction's branches, an isomorphism's forms) commits to
    /// the first branch that matches here even when what follows fails. Not in a lenient try:
    /// a branch that matches only on trust there must not hide the next one, which the strict
    /// match may take.
    pub(crate) fn commits(&self) -> bool {
        !self.lenient.get()
    }

    /// Runs `f` with every check made for real: for searches whose success makes the match
    /// around them fail.
    pub(crate) fn strictly<T>(&self, f: impl FnOnce() -> T) -> T {
        let was = self.lenient.replace(false);
        let out = f();
        self.lenient.set(was);
        out
    }
}

//! The fields of a struct literal (`RECORD_EXPR_FIELD_LIST`) and of a struct pattern
//! (`RECORD_PAT_FIELD_LIST`) match as a set: `Foo { a: x, b: y }` matches `Foo { b: 2, a: 1 }`,
//! as rust-analyzer's structural search does. The order fields are written in means nothing to
//! the compiler (a field is named, not placed), so it means nothing to a match either.
//!
//! Invariants:
//!
//! - Every field of the pattern matches a distinct field of the code (a field's name is part of
//!   its pattern, so a pattern field only ever matches the code field of that name).
//! - Code fields that no pattern field matched are allowed only where the pattern has SmPL's
//!   `...`. Rust's own `..` (a struct pattern's rest, a literal's `..base`) is code like any
//!   other: it matches the code's `..` and licenses no extra field, since a rewrite of
//!   `let Foo { a, .. } = e;` matched on `let Foo { a, b, .. } = v;` would drop the binding `b`,
//!   and one of `Foo { a: x, ..d }` matched on `Foo { a: 1, b: 2, ..d }` the value of `b`.
//! - The ordered match is tried first, as for any node's children; the set match then only
//!   tries assignments the ordered one could not make. A literal written in the pattern's order
//!   matches, binds and rewrites exactly as before.
//! - Matching never moves code: every hit is a code field's own range. A struct literal
//!   evaluates its fields in the order the code writes them, so the rewriter keeps the code's
//!   order too: a change confined to fields is made in each field where it stands
//!   ([`moved_apart`]); only `+` code that replaces the whole literal writes fields in its own
//!   order.

use crate::code::is_field_list;
use crate::code::{CodeEl, shift_range};
use crate::matching::matcher::Ctx;
use crate::matching::state::{Hit, K, State};
use ra_ap_syntax::{SyntaxKind, TextRange};
use smpl::pattern::{DotsPat, Mark, NodePat, Pat};

fn is_field(kind: SyntaxKind) -> bool {
    matches!(kind, SyntaxKind::RECORD_EXPR_FIELD | SyntaxKind::RECORD_PAT_FIELD)
}

/// A field list laid out for matching as a set: braces, fields, and the tail (`..base`, `..`)
/// that stays last.
struct Shape<'p> {
    open: &'p Pat,
    close: &'p Pat,
    /// The pattern's fields, in the pattern's order.
    elems: Vec<&'p Pat>,
    /// The pattern's `...`s.
    dots: Vec<&'p DotsPat>,
    /// For every place between the pattern's fields (before the first, ..., after the last),
    /// whether a `...` stands there: what the ordered match can pass over.
    dots_at: Vec<bool>,
    tail: &'p [Pat],
    code_open: CodeEl,
    code_close: CodeEl,
    fields: Vec<CodeEl>,
    code_tail: Vec<CodeEl>,
}

impl<'p> Shape<'p> {
    /// `None` where the list holds what a set cannot say (a nest, an optional line, a
    /// disjunction of several fields, code that is not a field): it matches in order only.
    fn of(ps: &'p [Pat], code: &[CodeEl]) -> Option<Shape<'p>> {
        let (open, rest) = ps.split_first()?;
        let (close, middle) = rest.split_last()?;
        let tail_at = middle.iter().position(starts_tail).unwrap_or(middle.len());
        let (items, tail) = middle.split_at(tail_at);
        let mut elems = Vec::new();
        let mut dots = Vec::new();
        let mut dots_at = vec![false];
        for p in items {
            match p {
                Pat::Dots(d) => {
                    dots.push(&**d);
                    *dots_at.last_mut()? = true;
                }
                p if field_like(p) => {
                    elems.push(p);
                    dots_at.push(false);
                }
                _ => return None,
            }
        }
        if tail.iter().any(|p| matches!(p, Pat::Dots(_))) {
            return None;
        }
        let (code_open, rest) = code.split_first()?;
        let (code_close, middle) = rest.split_last()?;
        let tail_at = middle.iter().position(|c| c.kind() == SyntaxKind::DOT2 || c.kind() == SyntaxKind::REST_PAT);
        let (fields, code_tail) = middle.split_at(tail_at.unwrap_or(middle.len()));
        if code_open.kind() != SyntaxKind::L_CURLY
            || code_close.kind() != SyntaxKind::R_CURLY
            || !fields.iter().all(|c| is_field(c.kind()))
        {
            return None;
        }
        Some(Shape {
            open,
            close,
            elems,
            dots,
            dots_at,
            tail,
            code_open: code_open.clone(),
            code_close: code_close.clone(),
            fields: fields.to_vec(),
            code_tail: code_tail.to_vec(),
        })
    }

    /// Whether the ordered match could have made this assignment (pattern field `i` matched
    /// code field `chosen[i]`): the fields in order, and code passed over only at a `...`.
    fn in_order(&self, chosen: &[usize]) -> bool {
        let n = self.fields.len();
        // The code fields before the first chosen one, between two, after the last.
        let mut from = 0;
        for (i, &c) in chosen.iter().enumerate() {
            if c < from || (c > from && !self.dots_at[i]) {
                return false;
            }
            from = c + 1;
        }
        from == n || self.dots_at[chosen.len()]
    }
}

/// Where the tail of a field list starts: a literal's `..base`, a pattern's `..`.
fn starts_tail(p: &Pat) -> bool {
    matches!(p.root_kind(), Some(SyntaxKind::DOT2 | SyntaxKind::REST_PAT))
}

/// A pattern that matches one field: a field, a metavariable standing for one, or a
/// disjunction (conjunction) of such.
fn field_like(p: &Pat) -> bool {
    match p {
        Pat::Node(n) => is_field(n.kind),
        Pat::Meta(_) => true,
        Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().all(field_like),
        _ => false,
    }
}

impl Ctx<'_> {
    /// Matches the children of a field list `list` (its code children `code`): in order first,
    /// then as a set (see the module's doc).
    pub(crate) fn m_fields(&self, n: &NodePat, list: TextRange, code: &[CodeEl], st: &mut State, k: K) -> bool {
        if self.seq(&n.children, code, st, false, k) {
            return true;
        }
        let Some(shape) = Shape::of(&n.children, code) else { return false };
        let (m, f) = (shape.elems.len(), shape.fields.len());
        if m > f || (m < f && shape.dots.is_empty()) {
            return false;
        }
        let saved = st.save();
        let mut chosen = Vec::with_capacity(m);
        let mut used = vec![false; f];
        let ok = self.m(shape.open, &shape.code_open, st, &mut |st: &mut State| {
            self.assign(&shape, list, &mut chosen, &mut used, st, k)
        });
        ok || {
            st.restore(saved);
            false
        }
    }

    /// Gives the next pattern field each code field not yet used, in the code's order.
    fn assign(
        &self,
        shape: &Shape,
        list: TextRange,
        chosen: &mut Vec<usize>,
        used: &mut [bool],
        st: &mut State,
        k: K,
    ) -> bool {
        let Some(&elem) = shape.elems.get(chosen.len()) else {
            return self.rest(shape, list, chosen, used, st, k);
        };
        for j in 0..shape.fields.len() {
            if used[j] {
                continue;
            }
            used[j] = true;
            chosen.push(j);
            let found =
                self.m(elem, &shape.fields[j], st, &mut |st: &mut State| self.assign(shape, list, chosen, used, st, k));
            chosen.pop();
            used[j] = false;
            if found {
                return true;
            }
        }
        false
    }

    /// Every pattern field has its code field: the `...`s take the fields left over, then the
    /// tail and the closing brace match in order.
    fn rest(&self, shape: &Shape, list: TextRange, chosen: &[usize], used: &[bool], st: &mut State, k: K) -> bool {
        // Already tried, and failed, by the ordered match.
        if shape.in_order(chosen) {
            return false;
        }
        let left: Vec<CodeEl> = (0..used.len()).filter(|&j| !used[j]).map(|j| shape.fields[j].clone()).collect();
        if !shape.dots.iter().all(|d| self.whens_ok(&d.whens, &left, st)) {
            return false;
        }
        let saved = st.save();
        // The first `...` stands for the fields left over, the others for nothing (where the
        // closing brace is, as a `...` that matched nothing stands where the next code is).
        let close_at = TextRange::empty(shape.code_close.range().start());
        let leftover = match (left.first(), left.last()) {
            (Some(a), Some(b)) => a.range().cover(b.range()),
            _ => close_at,
        };
        let contiguous = (0..used.len()).filter(|&j| !used[j]).collect::<Vec<_>>().windows(2).all(|w| w[1] == w[0] + 1);
        for (i, d) in shape.dots.iter().enumerate() {
            // A `-` on a `...` removes the code it stands for: fields apart in the code are not
            // one range, and removing what lies between would remove fields the pattern keeps.
            // Unless the whole list goes anyway (an enclosing node all on `-` lines).
            if i == 0
                && !contiguous
                && d.origin.mark == Mark::Minus
                && !st.hits.iter().any(|h| h.origin.mark == Mark::Minus && h.range.contains_range(list))
            {
                st.restore(saved);
                return false;
            }
            let range = if i == 0 { leftover } else { close_at };
            st.hits.push(Hit { origin: d.origin, range, el: None, gap: true, implicit: None });
        }
        let ok = self.seq(shape.tail, &shape.code_tail, st, false, &mut |st: &mut State| {
            self.m(shape.close, &shape.code_close, st, k)
        });
        ok || {
            st.restore(saved);
            false
        }
    }
}

/// Whether two `-` leaves that follow each other in the code, `before` then `after`, were matched
/// by fields the pattern writes in the other order (a set match, see the module's doc): then
/// they are not one removal, each field's change is made where that field stands. `run_end`:
/// the end of the removal `before` is part of (a leaf around `before` may reach further: then
/// `after` is inside that leaf's removal, not beside it).
pub(crate) fn moved_apart(before: &Hit, after: &Hit, run_end: ra_ap_syntax::TextSize) -> bool {
    if after.range.start() < run_end || after.origin.offset >= before.origin.offset {
        return false;
    }
    let Some(el) = &after.el else { return false };
    let Some(start) = el.as_node().cloned().or_else(|| el.as_token().and_then(|t| t.parent())) else {
        return false;
    };
    // A field holding `after` whose list holds `before` in another of its fields.
    start.ancestors().any(|field| {
        let Some(list) = field.parent().filter(|l| is_field_list(l.kind())) else { return false };
        let at = |n: &ra_ap_syntax::SyntaxNode| shift_range(n.text_range(), el.shift);
        is_field(field.kind())
            && !at(&field).contains_range(before.range)
            && list.children().any(|other| is_field(other.kind()) && at(&other).contains_range(before.range))
    })
}

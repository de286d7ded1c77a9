//! Putting a rule's edits together. Edits inside code that another edit re-emits (a
//! metavariable's binding) are applied within that re-emitted text, so nested matches compose
//! (`a.unwrap().b().unwrap()` -> `a?.b()?`). Other overlaps are conflicts: reported, and neither
//! edit is applied.

use crate::rewrite::{Edit, Part};
use ra_ap_syntax::TextRange;

/// Two edits of one pass that cannot both be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    pub first: TextRange,
    pub second: TextRange,
}

/// The outcome of composing: the new text, and which input edits were dropped as conflicts.
pub struct Composed {
    pub text: String,
    pub conflicts: Vec<Conflict>,
    /// For every input edit: applied (`true`) or dropped.
    pub applied: Vec<bool>,
    /// The replacements made, in order: range of the old text, length of the new text.
    pub replaced: Vec<(TextRange, usize)>,
}

fn overlaps(a: TextRange, b: TextRange) -> bool {
    match (a.is_empty(), b.is_empty()) {
        // Two insertions at one point are both made, in the order found.
        (true, true) => false,
        // An insertion at the edge of a replaced range does not overlap it.
        (true, false) => b.start() < a.start() && a.start() < b.end(),
        (false, true) => a.start() < b.start() && b.start() < a.end(),
        (false, false) => a.start() < b.end() && b.start() < a.end(),
    }
}

/// Whether `inner` lies inside code that `outer` re-emits (a metavariable's binding).
fn nested_in(inner: &Edit, outer: &Edit) -> bool {
    inner.range != outer.range
        && outer.parts.iter().any(|p| matches!(p, Part::Code { range, .. } if range.contains_range(inner.range)))
}

/// Whether `inner` only deletes code that `outer` removes (without re-emitting it).
fn subsumes(outer: &Edit, inner: &Edit) -> bool {
    inner.parts.is_empty() && outer.range.contains_range(inner.range) && !nested_in(inner, outer)
}

/// Applies `edits` to `text`, composing nested edits and dropping conflicting ones.
pub fn compose(text: &str, edits: &[Edit]) -> Composed {
    let n = edits.len();
    let mut dropped = vec![false; n];
    let mut conflicts = Vec::new();
    // Identical edits (the same change found twice) count once.
    let mut duplicate = vec![false; n];
    for i in 0..n {
        for j in 0..i {
            if !duplicate[j] && edits[i] == edits[j] {
                duplicate[i] = true;
                break;
            }
        }
    }
    for i in 0..n {
        if duplicate[i] {
            continue;
        }
        for j in i + 1..n {
            if duplicate[j] {
                continue;
            }
            let (a, b) = (&edits[i], &edits[j]);
            if !overlaps(a.range, b.range) || nested_in(a, b) || nested_in(b, a) {
                continue;
            }
            // Changing code that another edit of the same pass removes without re-emitting it
            // changes nothing: the outer match wins (`( v.fld | v )` on `v.fld`).
            if a.range != b.range && a.range.contains_range(b.range) && !b.range.is_empty() {
                duplicate[j] = true;
                continue;
            }
            if a.range != b.range && b.range.contains_range(a.range) && !a.range.is_empty() {
                duplicate[i] = true;
                break;
            }
            // Deleting code that another edit removes anyway changes nothing.
            if subsumes(a, b) {
                duplicate[j] = true;
                continue;
            }
            if subsumes(b, a) {
                duplicate[i] = true;
                break;
            }
            if !dropped[i] || !dropped[j] {
                conflicts.push(Conflict { first: a.range, second: b.range });
            }
            dropped[i] = true;
            dropped[j] = true;
        }
    }
    // An edit nested in a dropped edit goes with it.
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            if dropped[i] || duplicate[i] {
                continue;
            }
            if (0..n).any(|j| dropped[j] && !duplicate[j] && nested_in(&edits[i], &edits[j])) {
                dropped[i] = true;
                changed = true;
            }
        }
    }
    let live: Vec<usize> = (0..n).filter(|&i| !dropped[i] && !duplicate[i]).collect();
    let whole = TextRange::up_to((text.len() as u32).into());
    let out = render_range(text, edits, &live, whole);
    let applied = (0..n).map(|i| !dropped[i]).collect();
    let mut top: Vec<usize> =
        live.iter().copied().filter(|&i| !live.iter().any(|&j| j != i && nested_in(&edits[i], &edits[j]))).collect();
    top.sort_by_key(|&i| (edits[i].range.start(), edits[i].range.end(), i));
    let replaced =
        top.iter().map(|&i| (edits[i].range, render_edit(text, edits, &live, i, edits[i].wrap).len())).collect();
    Composed { text: out, conflicts, applied, replaced }
}

/// The text of `range` with the `candidates` edits that lie inside it applied.
fn render_range(text: &str, edits: &[Edit], candidates: &[usize], range: TextRange) -> String {
    let inside: Vec<usize> = candidates.iter().copied().filter(|&i| range.contains_range(edits[i].range)).collect();
    let mut top: Vec<usize> = inside
        .iter()
        .copied()
        .filter(|&i| !inside.iter().any(|&j| j != i && nested_in(&edits[i], &edits[j])))
        .collect();
    top.sort_by_key(|&i| (edits[i].range.start(), edits[i].range.end(), i));
    let mut out = String::new();
    let mut pos = range.start();
    for i in top {
        let e = &edits[i];
        if e.range.start() < pos {
            continue;
        }
        out.push_str(&text[TextRange::new(pos, e.range.start())]);
        out.push_str(&render_edit(text, edits, candidates, i, e.wrap));
        pos = e.range.end();
    }
    out.push_str(&text[TextRange::new(pos, range.end())]);
    out
}

/// What edit `i` puts in place, with the edits nested in its re-emitted code applied.
fn render_edit(text: &str, edits: &[Edit], candidates: &[usize], i: usize, wrap: bool) -> String {
    let e = &edits[i];
    let mut out = String::new();
    if wrap {
        out.push('(');
    }
    for part in &e.parts {
        match part {
            Part::Text(s) => out.push_str(s),
            Part::Code { range, parens, place } => {
                let inner: Vec<usize> =
                    candidates.iter().copied().filter(|&j| j != i && nested_in(&edits[j], e)).collect();
                // Code that a nested edit replaces as a whole is parenthesized for what it
                // became, not for what it was (`sub(a, sub(b, c))` -> `a - (b - c)`).
                let whole = inner.iter().copied().find(|&j| edits[j].range == *range);
                let (code, parens) = match (whole, place, whole.and_then(|j| edits[j].expr.as_ref())) {
                    (Some(j), Some((parent, name)), Some(expr)) => {
                        (render_edit(text, edits, &inner, j, false), crate::prec::needs_parens(expr, parent, name))
                    }
                    _ => (render_range(text, edits, &inner, *range), *parens),
                };
                if parens {
                    out.push('(');
                }
                out.push_str(&code);
                if parens {
                    out.push(')');
                }
            }
        }
    }
    if wrap {
        out.push(')');
    }
    out
}

/// The text an edit puts in place (nested edits applied), for messages.
pub fn rendered(text: &str, edits: &[Edit], applied: &[bool], i: usize) -> String {
    let live: Vec<usize> = (0..edits.len()).filter(|&j| applied[j]).collect();
    render_edit(text, edits, &live, i, edits[i].wrap)
}

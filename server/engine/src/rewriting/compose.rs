//! Putting a rule's edits together. Edits inside code that another edit re-emits (a
//! metavariable's binding) are applied within that re-emitted text, so nested matches compose
//! (`a.unwrap().b().unwrap()` -> `a?.b()?`). Other overlaps are conflicts: reported, and neither
//! edit is applied.
//!
//! The work is O(n log n) in the edits plus the pairs that actually overlap (comparing every pair of edits, and every edit with every other again while rendering, made
//! 20,000 matches of a file take 9 s to rewrite and 3,000 chained `.unwrap()` minutes, once). Edits
//! are sorted once; each edit's *container* (the innermost edit re-emitting code around it) is
//! found in one sweep over the re-emitted ranges, and rendering walks that tree.

use crate::rewriting::edit::{Edit, Part};
use ra_ap_syntax::{TextRange, TextSize};

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
    /// For every input edit, the edit it repeats (identical, found twice), if any.
    same_as: Vec<Option<usize>>,
    /// For every input edit, the edit that makes its change, if another does: the one it
    /// repeats, or one that removes all its code.
    made_by: Vec<Option<usize>>,
    /// The live edits (applied, not repeats) directly inside each edit's re-emitted code, in
    /// text order.
    children: Vec<Vec<usize>>,
    /// Live edits in text order.
    live: Vec<usize>,
    /// Whether the file breaks lines with `\r\n`: added line breaks do too.
    crlf: bool,
    /// The most a rendering may write (see [`Composed::too_large`]).
    limit: usize,
    overflowed: std::cell::Cell<bool>,
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

/// Whether two edits of one range make the same change: equal, or re-emitting different code of
/// the same text that no edit changes (two matches each adding `baz(x);` at one place, each with
/// its own `x`). Coccinelle, too, compares bindings by their code, not by where they were found,
/// and makes a change found twice once. `removed`: of every edit.
fn same_change(text: &str, removed: &Removed, a: &Edit, b: &Edit) -> bool {
    if a == b {
        return true;
    }
    // Code re-emitted as it is: code that stays (see `containers`), or moved code inside which
    // no edit starts.
    let untouched = |range: TextRange| {
        let moved = a.range.contains_range(range) || removed.covers(range);
        !moved || !removed.any_starts_in(range)
    };
    let place_text = |place: &Option<(ra_ap_syntax::SyntaxNode, ra_ap_syntax::SyntaxNode)>| {
        place.as_ref().map(|(parent, meta)| (parent.to_string(), meta.text_range() - parent.text_range().start()))
    };
    let same_part = |p: &Part, q: &Part| match (p, q) {
        (Part::Text(x), Part::Text(y)) => x == y,
        (Part::Code { range: r, parens: pr, place: pl }, Part::Code { range: s, parens: ps, place: qs }) => {
            pr == ps
                && (r == s || (text[*r] == text[*s] && untouched(*r) && untouched(*s)))
                && (pl == qs || place_text(pl) == place_text(qs))
        }
        _ => false,
    };
    a.range == b.range
        && a.wrap == b.wrap
        && a.expr.as_ref().map(|e| e.to_string()) == b.expr.as_ref().map(|e| e.to_string())
        && a.parts.len() == b.parts.len()
        && a.parts.iter().zip(&b.parts).all(|(p, q)| same_part(p, q))
}

/// Whether an insertion at `at` stands beside an edit of range `edit` rather than inside the
/// code `code` it re-emits: at the code's start where the edit starts, or at its end where the
/// edit ends (`+ E;` before `- E` `+ E + 1`: the insertion goes once, before the edit, not
/// into each copy of `E`).
fn beside(at: TextRange, code: TextRange, edit: TextRange) -> bool {
    at.is_empty()
        && ((at.start() == code.start() && code.start() == edit.start())
            || (at.start() == code.end() && code.end() == edit.end()))
}

/// Which code the edits of a set remove or replace, asked of ranges: an edit's range covers
/// code it holds strictly, or exactly when it only deletes.
struct Removed<'e> {
    edits: &'e [Edit],
    /// The set, by start.
    by_start: Vec<usize>,
    /// The furthest end among the first k+1 edits of `by_start`.
    max_end: Vec<TextSize>,
}

impl<'e> Removed<'e> {
    fn new(edits: &'e [Edit], set: &[usize]) -> Removed<'e> {
        let mut by_start = set.to_vec();
        by_start.sort_by_key(|&i| edits[i].range.start());
        let max_end = by_start
            .iter()
            .scan(TextSize::new(0), |m, &i| {
                *m = (*m).max(edits[i].range.end());
                Some(*m)
            })
            .collect();
        Removed { edits, by_start, max_end }
    }

    /// Whether an edit of the set starts inside `range` or at one of its ends.
    fn any_starts_in(&self, range: TextRange) -> bool {
        let first = self.by_start.partition_point(|&i| self.edits[i].range.start() < range.start());
        self.by_start.get(first).is_some_and(|&i| self.edits[i].range.start() <= range.end())
    }

    fn covers(&self, code: TextRange) -> bool {
        let start = |k: usize| self.edits[self.by_start[k]].range.start();
        // Edits starting before the code and reaching its end hold it strictly.
        let before = self.by_start.partition_point(|&i| self.edits[i].range.start() < code.start());
        if before > 0 && self.max_end[before - 1] >= code.end() {
            return true;
        }
        // Edits starting where it does: longer, or a deletion of exactly that code.
        (before..self.by_start.len()).take_while(|&k| start(k) == code.start()).any(|k| {
            let e = &self.edits[self.by_start[k]];
            e.range.end() > code.end() || (e.range == code && e.parts.is_empty())
        })
    }
}

/// Text order: by start, then end, then the order found.
fn text_order(edits: &[Edit], set: &mut [usize]) {
    set.sort_by_key(|&i| (edits[i].range.start(), edits[i].range.end(), i));
}

/// Applies `edits` to `text`, composing nested edits and dropping conflicting ones.
pub fn compose(text: &str, edits: &[Edit]) -> Composed {
    let n = edits.len();
    let mut order: Vec<usize> = (0..n).collect();
    text_order(edits, &mut order);
    // Identical edits (the same change found twice) count once: only edits of one range can be.
    let removed = Removed::new(edits, &order);
    let mut same_as: Vec<Option<usize>> = vec![None; n];
    for group in order.chunk_by(|&a, &b| edits[a].range == edits[b].range) {
        for (k, &i) in group.iter().enumerate() {
            if let Some(&j) =
                group[..k].iter().find(|&&j| same_as[j].is_none() && same_change(text, &removed, &edits[j], &edits[i]))
            {
                same_as[i] = Some(j);
            }
        }
    }
    let mut duplicate: Vec<bool> = same_as.iter().map(Option::is_some).collect();
    // For each repeat or subsumed edit, the edit that makes its change.
    let mut made_by: Vec<Option<usize>> = same_as.clone();
    let mut dropped = vec![false; n];
    let mut conflicts = Vec::new();
    for (i, j) in overlapping_pairs(edits, &order, &duplicate) {
        if duplicate[i] || duplicate[j] {
            continue;
        }
        let (a, b) = (&edits[i], &edits[j]);
        if nested_in(a, b) || nested_in(b, a) {
            continue;
        }
        // Changing code that another edit of the same pass removes without re-emitting it
        // changes nothing: the outer match wins (`( v.fld | v )` on `v.fld`).
        if a.range != b.range && a.range.contains_range(b.range) && !b.range.is_empty() {
            duplicate[j] = true;
            made_by[j] = Some(i);
            continue;
        }
        if a.range != b.range && b.range.contains_range(a.range) && !a.range.is_empty() {
            duplicate[i] = true;
            made_by[i] = Some(j);
            continue;
        }
        // Deleting code that another edit removes anyway changes nothing.
        if subsumes(a, b) {
            duplicate[j] = true;
            made_by[j] = Some(i);
            continue;
        }
        if subsumes(b, a) {
            duplicate[i] = true;
            made_by[i] = Some(j);
            continue;
        }
        if !dropped[i] || !dropped[j] {
            conflicts.push(Conflict { first: a.range, second: b.range });
        }
        dropped[i] = true;
        dropped[j] = true;
    }
    // A change left to an edit that a conflict dropped is not made either: it must not be
    // reported as made (its fix would differ from the result).
    // (Each chain is walked once: verdicts are remembered.)
    let mut lost: Vec<Option<bool>> = vec![None; n];
    for k in 0..n {
        let mut chain = Vec::new();
        let mut at = Some(k);
        let verdict = loop {
            match at {
                None => break false,
                Some(m) if dropped[m] => break true,
                Some(m) => match lost[m] {
                    Some(v) => break v,
                    None if chain.len() > n => break false,
                    None => {
                        chain.push(m);
                        at = made_by[m];
                    }
                },
            }
        };
        for c in chain {
            lost[c] = Some(verdict);
            dropped[c] |= verdict;
        }
    }
    // An edit nested in a dropped edit goes with it (and so on down).
    let kept: Vec<usize> = order.iter().copied().filter(|&i| !duplicate[i]).collect();
    let container = containers(edits, &kept);
    let mut gone: Vec<Option<bool>> = vec![None; n];
    for &i in &kept {
        let mut chain = Vec::new();
        let mut at = Some(i);
        let verdict = loop {
            match at {
                None => break false,
                Some(k) if dropped[k] => break true,
                Some(k) => match gone[k] {
                    Some(v) => break v,
                    None => {
                        chain.push(k);
                        at = container[k];
                    }
                },
            }
        };
        for k in chain {
            gone[k] = Some(verdict);
            dropped[k] |= verdict;
        }
    }
    let live: Vec<usize> = kept.iter().copied().filter(|&i| !dropped[i]).collect();
    // The live edits' own tree: the same sweep, among them only (no container is dropped).
    let container = containers(edits, &live);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut top = Vec::new();
    for &i in &live {
        match container[i] {
            Some(c) => children[c].push(i),
            None => top.push(i),
        }
    }
    let applied = (0..n).map(|i| !dropped[i]).collect();
    // Added code takes the file's line breaks (its first one decides).
    let crlf = text.find('\n').is_some_and(|i| text[..i].ends_with('\r'));
    let mut composed = Composed {
        text: String::new(),
        conflicts,
        applied,
        replaced: Vec::new(),
        same_as,
        made_by,
        children,
        live,
        crlf,
        limit: growth_limit(text.len()),
        overflowed: std::cell::Cell::new(false),
    };
    let whole = TextRange::up_to((text.len() as u32).into());
    let mut out = String::with_capacity(text.len());
    composed.render_range(text, edits, &top, whole, &mut out);
    if composed.overflowed.get() {
        // Not rendered in full: nothing to report either.
        composed.text = String::new();
        return composed;
    }
    composed.text = out;
    let mut scratch = String::new();
    composed.replaced = top
        .iter()
        .map(|&i| {
            scratch.clear();
            composed.render_edit(text, edits, i, edits[i].wrap, &mut scratch);
            (edits[i].range, scratch.len())
        })
        .collect();
    composed
}

/// The most text a rewrite of a `len`-byte file may make: far beyond what a patch's changes add
/// (every line rewritten three times over), and far below what nested copies of copies reach
/// (a 379-byte file became 64 MB).
pub fn growth_limit(len: usize) -> usize {
    16 * len + (1 << 20)
}

/// Appends `s` with its bare `\n` line breaks written `\r\n`.
fn push_crlf(s: &str, out: &mut String) {
    let mut prev = None;
    for c in s.chars() {
        if c == '\n' && prev != Some('\r') {
            out.push('\r');
        }
        out.push(c);
        prev = Some(c);
    }
}

/// The pairs of edits (by index, in text order) whose ranges overlap, found in one sweep: each
/// edit is compared only with the earlier ones still open where it starts.
fn overlapping_pairs(edits: &[Edit], order: &[usize], skip: &[bool]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    // Non-empty edits that may still overlap what comes (end past the current start).
    let mut open: Vec<usize> = Vec::new();
    for &j in order {
        if skip[j] {
            continue;
        }
        let r = edits[j].range;
        open.retain(|&i| edits[i].range.end() > r.start());
        for &i in &open {
            if overlaps(edits[i].range, r) {
                out.push((i.min(j), i.max(j)));
            }
        }
        if !r.is_empty() {
            open.push(j);
        }
    }
    // Pairs in the order the old pairwise loop met them: conflicts are reported that way.
    out.sort_unstable();
    out
}

/// For each edit of `set` (in text order), the innermost other edit of `set` re-emitting code
/// around it (see [`nested_in`]), if any. A sweep over the re-emitted ranges with a stack of
/// those open: bindings are syntax nodes or runs of siblings, so they nest or are disjoint, and
/// the innermost range around an edit is the topmost open one that reaches its end.
fn containers(edits: &[Edit], set: &[usize]) -> Vec<Option<usize>> {
    let removed = &Removed::new(edits, set);
    // Code an edit re-emits contains the edits inside it when it is moved: taken from the
    // edit's own range or from code another edit removes. A copy of code that stays (a
    // binding from context code elsewhere) is the code as it was; edits inside that code are
    // made where it stands.
    let mut parts: Vec<(TextRange, usize)> = set
        .iter()
        .flat_map(|&i| {
            let own = edits[i].range;
            edits[i].parts.iter().filter_map(move |p| match p {
                Part::Code { range, .. } if own.contains_range(*range) || removed.covers(*range) => Some((*range, i)),
                _ => None,
            })
        })
        .collect();
    // Outer ranges before the ranges they hold.
    parts.sort_by_key(|(r, i)| (r.start(), std::cmp::Reverse(r.end()), *i));
    let mut queries: Vec<usize> = set.to_vec();
    queries.sort_by_key(|&i| (edits[i].range.start(), std::cmp::Reverse(edits[i].range.end()), i));
    let mut out = vec![None; edits.len()];
    let mut stack: Vec<(TextRange, usize)> = Vec::new();
    let mut next = 0;
    for &q in &queries {
        let r = edits[q].range;
        // Every range starting at or before this edit is on the stack, unless it ended before.
        while next < parts.len() && parts[next].0.start() <= r.start() {
            let part = parts[next];
            // Kept while they reach the new start: an insertion at a range's end is inside it.
            while stack.last().is_some_and(|(s, _)| !s.contains_range(part.0) && s.end() < part.0.start()) {
                stack.pop();
            }
            stack.push(part);
            next += 1;
        }
        out[q] = stack
            .iter()
            .rev()
            .filter(|(s, _)| s.end() >= r.end() && s.start() <= r.start())
            .filter(|(s, owner)| !beside(r, *s, edits[*owner].range))
            // Removing exactly the copied code is what moves it, not a change inside it.
            .filter(|(s, _)| !(*s == r && edits[q].parts.is_empty()))
            .find(|(_, owner)| *owner != q && edits[*owner].range != r)
            .map(|&(_, owner)| owner);
    }
    out
}

impl Composed {
    /// Appends the text of `range` with `edits` (in text order, none inside another) applied.
    /// Everything renders into one buffer: returning a string from each level copied a chain
    /// of nested edits once per level.
    fn render_range(&self, text: &str, edits: &[Edit], inside: &[usize], range: TextRange, out: &mut String) {
        let mut pos = range.start();
        for &i in inside {
            let e = &edits[i];
            if !range.contains_range(e.range) || e.range.start() < pos {
                continue;
            }
            out.push_str(&text[TextRange::new(pos, e.range.start())]);
            self.render_edit(text, edits, i, e.wrap, out);
            pos = e.range.end();
        }
        out.push_str(&text[TextRange::new(pos, range.end())]);
    }

    /// Appends what live edit `i` puts in place, with the edits nested in its re-emitted code
    /// applied.
    fn render_edit(&self, text: &str, edits: &[Edit], i: usize, wrap: bool, out: &mut String) {
        self.render_with(text, edits, i, &self.children[i], wrap, out)
    }

    fn render_with(&self, text: &str, edits: &[Edit], i: usize, inner: &[usize], wrap: bool, out: &mut String) {
        if out.len() > self.limit {
            self.overflowed.set(true);
            return;
        }
        let e = &edits[i];
        if wrap {
            out.push('(');
        }
        for part in &e.parts {
            match part {
                Part::Text(s) if self.crlf => push_crlf(s, out),
                Part::Text(s) => out.push_str(s),
                Part::Code { range, parens, place } => {
                    // Code that a nested edit replaces as a whole is parenthesized for what it
                    // became, not for what it was (`sub(a, sub(b, c))` -> `a - (b - c)`).
                    let whole = inner.iter().copied().find(|&j| edits[j].range == *range);
                    let whole = match (whole, place, whole.and_then(|j| edits[j].expr.as_ref())) {
                        (Some(j), Some((parent, name)), Some(expr)) => {
                            Some((j, crate::rewriting::prec::needs_parens(expr, parent, name)))
                        }
                        _ => None,
                    };
                    let parens = whole.map_or(*parens, |(_, p)| p);
                    if parens {
                        out.push('(');
                    }
                    match whole {
                        Some((j, _)) => self.render_edit(text, edits, j, false, out),
                        None => self.render_range(text, edits, inner, *range, out),
                    }
                    if parens {
                        out.push(')');
                    }
                }
            }
        }
        if wrap {
            out.push(')');
        }
    }

    /// Whether the result would pass [`growth_limit`]: nested changes copied into every copy of
    /// the code around them (`- E` `+ f(E, E)` on nested calls) double the text at each level.
    /// Then the text is not made (it is empty) and no edit renders in full.
    pub fn too_large(&self) -> bool {
        self.overflowed.get()
    }

    /// Whether another edit makes edit `i`'s change: `i` repeats it (found by two matches), or
    /// the other removes all the code `i` changes (`- E` on `g(x)` also matches `g` and `x`).
    /// The change is made, and reported, once.
    pub fn made_by_another(&self, i: usize) -> bool {
        self.made_by[i].is_some()
    }

    /// The text edit `i` puts in place (nested edits applied), for messages.
    pub fn rendered(&self, text: &str, edits: &[Edit], i: usize) -> String {
        let i = self.same_as[i].unwrap_or(i);
        let mut out = String::new();
        if self.live.binary_search_by_key(&key(edits, i), |&j| key(edits, j)).is_ok() {
            self.render_edit(text, edits, i, edits[i].wrap, &mut out);
            return out;
        }
        // An edit that another made unnecessary: the live edits directly inside its code,
        // looked up by position.
        let e = &edits[i];
        let mut inside: Vec<usize> = Vec::new();
        for part in &e.parts {
            let Part::Code { range, .. } = part else { continue };
            let from = self.live.partition_point(|&j| edits[j].range.start() < range.start());
            let to = self.live.partition_point(|&j| edits[j].range.start() <= range.end());
            inside.extend(self.live[from..to].iter().copied().filter(|&j| j != i && nested_in(&edits[j], e)));
        }
        text_order(edits, &mut inside);
        inside.dedup();
        let direct: Vec<usize> = inside
            .iter()
            .copied()
            .filter(|&j| !inside.iter().any(|&k| k != j && nested_in(&edits[j], &edits[k])))
            .collect();
        self.render_with(text, edits, i, &direct, e.wrap, &mut out);
        out
    }
}

fn key(edits: &[Edit], i: usize) -> (TextSize, TextSize, usize) {
    (edits[i].range.start(), edits[i].range.end(), i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(a: u32, b: u32) -> TextRange {
        TextRange::new(a.into(), b.into())
    }

    fn replace(range: TextRange, text: &str) -> Edit {
        Edit { range, parts: vec![Part::Text(text.into())], expr: None, wrap: false }
    }

    /// `code` re-emitted, then `text`.
    fn wrap_code(range: TextRange, code: TextRange, text: &str) -> Edit {
        let code = Part::Code { range: code, parens: false, place: None };
        Edit { range, parts: vec![code, Part::Text(text.into())], expr: None, wrap: false }
    }

    /// A deletion inside another edit's deletion is that edit's change; when a conflict drops
    /// the outer edit, the inner one is not made either, and says so (a fuzz finding: its
    /// report offered a fix that the result did not have).
    #[test]
    fn a_change_left_to_a_dropped_edit_is_not_applied() {
        let text = "0123456789";
        // 0: deletes 1..6, holding 1: deletes 2..3; 2: overlaps 0 without nesting.
        let edits = vec![replace(r(1, 6), ""), replace(r(2, 3), ""), replace(r(4, 8), "")];
        let c = compose(text, &edits);
        assert_eq!(c.text, text);
        assert_eq!(c.applied, vec![false, false, false]);
        // Without the conflict, the outer deletion makes the inner one's change.
        let c = compose(text, &edits[..2]);
        assert_eq!(c.text, "06789");
        assert_eq!(c.applied, vec![true, true]);
    }

    #[test]
    fn many_disjoint_edits_are_never_compared_pairwise() {
        let text = "ab".repeat(10_000);
        let edits: Vec<Edit> = (0..10_000).map(|i| replace(r(2 * i, 2 * i + 1), "X")).collect();
        let order: Vec<usize> = (0..edits.len()).collect();
        assert!(overlapping_pairs(&edits, &order, &vec![false; edits.len()]).is_empty());
        let c = compose(&text, &edits);
        assert_eq!(c.text, "Xb".repeat(10_000));
        assert!(c.conflicts.is_empty() && c.applied.iter().all(|a| *a));
        assert_eq!(c.replaced.len(), 10_000);
    }

    #[test]
    fn a_chain_of_nested_edits_renders_each_inside_the_next() {
        // `a.u().u().u()`: each edit re-emits the code before its `.u()` and adds `?`.
        let text = "a.u().u().u()";
        let ends = [5u32, 9, 13];
        let edits: Vec<Edit> = ends.iter().map(|&e| wrap_code(r(0, e), r(0, e - 4), "?")).collect();
        let c = compose(text, &edits);
        assert_eq!(c.text, "a???");
        assert_eq!(c.rendered(text, &edits, 1), "a??");
        assert_eq!(c.replaced, vec![(r(0, 13), 4)]);
        assert_eq!(containers(&edits, &[0, 1, 2]), vec![Some(1), Some(2), None]);
    }

    #[test]
    fn overlapping_edits_conflict_and_identical_ones_count_once() {
        let text = "abcdef";
        let edits = vec![replace(r(0, 3), "X"), replace(r(2, 5), "Y"), replace(r(5, 6), "Z"), replace(r(5, 6), "Z")];
        let c = compose(text, &edits);
        assert_eq!(c.text, "abcdeZ");
        assert_eq!(c.conflicts, vec![Conflict { first: r(0, 3), second: r(2, 5) }]);
        assert_eq!(c.applied, vec![false, false, true, true]);
        assert_eq!(c.rendered(text, &edits, 3), "Z");
    }

    fn insert_code(at: u32, code: TextRange) -> Edit {
        Edit {
            range: r(at, at),
            parts: vec![
                Part::Text("baz(".into()),
                Part::Code { range: code, parens: false, place: None },
                Part::Text(");".into()),
            ],
            expr: None,
            wrap: false,
        }
    }

    #[test]
    fn edits_inside_a_copy_of_code_that_stays_are_made_where_it_stands() {
        // `a(x);` stays; an edit elsewhere inserts a copy of its `x`, and another edit
        // changes that `x` in place: the copy is the code as it was.
        let text = "a(x); b;";
        let edits = vec![insert_code(8, r(2, 3)), replace(r(2, 3), "z")];
        let c = compose(text, &edits);
        assert_eq!(c.text, "a(z); b;baz(x);");
        assert_eq!(c.applied, vec![true, true]);
        assert_eq!(c.rendered(text, &edits, 0), "baz(x);");
    }

    #[test]
    fn an_insertion_where_an_edit_starts_goes_before_it_not_into_its_copies() {
        // `x` at 0..1 replaced by `baz(x)`; `pre;` inserted at 0: before the edit, once.
        let text = "x;";
        let edits = vec![Edit { range: r(0, 1), ..insert_code(0, r(0, 1)) }, replace(r(0, 0), "pre ")];
        let c = compose(text, &edits);
        assert_eq!(c.text, "pre baz(x);;");
        assert_eq!(c.rendered(text, &edits, 0), "baz(x);");
    }

    #[test]
    fn copies_of_copies_stop_at_the_growth_limit() {
        // Each edit replaces `x` nested in the next by four copies of the code it holds.
        let depth = 12;
        let text = format!("{}x{}", "(".repeat(depth), ")".repeat(depth));
        let edits: Vec<Edit> = (0..=depth)
            .map(|d| {
                let code = r(d as u32, (2 * depth + 1 - d) as u32);
                let copy = || Part::Code { range: code, parens: false, place: None };
                Edit { range: code, parts: vec![copy(), copy(), copy(), copy()], expr: None, wrap: false }
            })
            .collect();
        let c = compose(&text, &edits);
        assert!(c.too_large());
        assert!(c.text.is_empty());
        // A few levels stay under it.
        let c = compose(&text, &edits[depth - 2..]);
        assert!(!c.too_large());
        assert!(c.text.len() > text.len());
    }

    #[test]
    fn removing_exactly_the_copied_code_moves_it() {
        // `+ E;` before `- E`: `x` is copied before itself and removed where it was.
        let text = "f(x);";
        let remove = Edit { range: r(2, 3), parts: Vec::new(), expr: None, wrap: false };
        let edits = vec![insert_code(2, r(2, 3)), remove];
        let c = compose(text, &edits);
        assert_eq!(c.text, "f(baz(x););");
        assert_eq!(c.rendered(text, &edits, 0), "baz(x);");
    }

    #[test]
    fn insertions_of_the_same_text_at_one_place_count_once() {
        // `x` at 0..1 and at 2..3: the same text found in two places.
        let text = "x x y;";
        let edits = vec![insert_code(6, r(0, 1)), insert_code(6, r(2, 3))];
        let c = compose(text, &edits);
        assert_eq!(c.text, "x x y;baz(x);");
        assert_eq!(c.applied, vec![true, true]);
        // Re-emitting different text is a different change: both are made.
        let edits = vec![insert_code(6, r(0, 1)), insert_code(6, r(4, 5))];
        assert_eq!(compose(text, &edits).text, "x x y;baz(x);baz(y);");
        // An edit inside code that stays is made where the code stands, and the copies are
        // the code as it was: still the same change.
        let edits = vec![insert_code(6, r(0, 1)), insert_code(6, r(2, 3)), replace(r(2, 3), "z")];
        assert_eq!(compose(text, &edits).text, "x z y;baz(x);");
        // Code moved out of a removed range carries the edits inside it: the copies differ.
        let edits =
            vec![insert_code(6, r(0, 1)), Edit { range: r(2, 4), ..insert_code(6, r(2, 3)) }, replace(r(2, 3), "z")];
        assert_eq!(compose(text, &edits).text, "x baz(z);y;baz(x);");
    }
}

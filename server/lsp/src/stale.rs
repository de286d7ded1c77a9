//! Results of an older version of a document, shown on its newer text while the user types.
//!
//! A match that takes longer than the pause between keystrokes (a patch matched on the whole
//! file, such as one whose rules depend on each other, or a typed patch's first run) would
//! never be published: each keystroke makes the run that just
//! ended stale. So once a document has gone [`SHOW_EVERY`] without diagnostics, a stale run's
//! results are carried onto the newest text and shown: the text both versions share before and
//! after the edited region keeps its results, moved by the edit's length; results inside the
//! region are dropped (the fresh run that follows says what is there). Only the diagnostics are
//! shown: quick fixes wait for a run on the text they would edit.

use engine::{TextRange, TextSize};
use std::time::Duration;

use crate::matching::PatchReports;

/// How long a document being typed in may go without diagnostics.
pub const SHOW_EVERY: Duration = Duration::from_millis(400);

/// Where `old` and `new` differ: the text before `start` and after `old_end` (in `old`;
/// `new_end` in `new`) is the same.
struct Change {
    start: usize,
    old_end: usize,
    new_end: usize,
}

impl Change {
    fn between(old: &str, new: &str) -> Change {
        let prefix = old.bytes().zip(new.bytes()).take_while(|(a, b)| a == b).count();
        let max_suffix = old.len().min(new.len()) - prefix;
        let suffix = old.bytes().rev().zip(new.bytes().rev()).take(max_suffix).take_while(|(a, b)| a == b).count();
        // On a character boundary of both texts (the suffix may start inside a character).
        let mut c = Change { start: prefix, old_end: old.len() - suffix, new_end: new.len() - suffix };
        while !old.is_char_boundary(c.start) || !new.is_char_boundary(c.start) {
            c.start -= 1;
        }
        while !old.is_char_boundary(c.old_end) || !new.is_char_boundary(c.new_end) {
            c.old_end += 1;
            c.new_end += 1;
        }
        c
    }

    /// `range` of the old text in the new one; `None` when it touches the changed region.
    fn carry(&self, range: TextRange) -> Option<TextRange> {
        let (start, end) = (usize::from(range.start()), usize::from(range.end()));
        if end < self.start || (end == self.start && start < end) {
            return Some(range);
        }
        if start > self.old_end || (start == self.old_end && start < end) {
            let moved = |o: usize| TextSize::new((o + self.new_end - self.old_end) as u32);
            return Some(TextRange::new(moved(start), moved(end)));
        }
        None
    }
}

/// `results`, found on `old`, carried onto `new` (see the module doc).
pub fn carried(results: &[PatchReports], old: &str, new: &str) -> Vec<PatchReports> {
    let change = Change::between(old, new);
    results
        .iter()
        .map(|p| PatchReports {
            patch: p.patch.clone(),
            reports: p
                .reports
                .iter()
                .filter_map(|r| {
                    let range = change.carry(r.range)?;
                    // No quick fix on the carried text: it would edit what the run never saw.
                    Some(engine::Report { range, fix: Vec::new(), ..r.clone() })
                })
                .collect(),
            problems: p
                .problems
                .iter()
                .filter_map(|(at, problem)| {
                    let at = match at {
                        Some(at) => Some(change.carry(TextRange::empty(*at))?.start()),
                        None => None,
                    };
                    let problem_at = match problem.at {
                        Some(r) => Some(change.carry(r)?),
                        None => None,
                    };
                    Some((at, engine::Problem { at: problem_at, ..problem.clone() }))
                })
                .collect(),
            skips: p
                .skips
                .iter()
                .filter_map(|s| {
                    let at = match s.at {
                        Some(r) => Some(change.carry(r)?),
                        None => None,
                    };
                    Some(engine::Skip { at, ..s.clone() })
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(text: &str, what: &str) -> TextRange {
        let at = text.find(what).unwrap();
        TextRange::at(TextSize::new(at as u32), TextSize::new(what.len() as u32))
    }

    #[test]
    fn results_before_and_after_the_edit_move_with_it_and_those_in_it_go() {
        let old = "fn a() { x.unwrap(); }\nfn b() { y.unwrap(); }\nfn c() { z.unwrap(); }\n";
        let new = "fn a() { x.unwrap(); }\nfn b() { yy.len(); }\nfn c() { z.unwrap(); }\n";
        let change = Change::between(old, new);
        assert_eq!(change.carry(range(old, "x.unwrap()")), Some(range(new, "x.unwrap()")));
        assert_eq!(change.carry(range(old, "z.unwrap()")), Some(range(new, "z.unwrap()")));
        assert_eq!(change.carry(range(old, "y.unwrap()")), None);
    }

    #[test]
    fn an_edit_of_multibyte_text_cuts_on_character_boundaries() {
        let (old, new) = ("let s = \"é\"; a.b()", "let s = \"è\"; a.b()");
        let change = Change::between(old, new);
        assert!(old.is_char_boundary(change.start) && new.is_char_boundary(change.new_end));
        assert_eq!(change.carry(range(old, "a.b()")), Some(range(new, "a.b()")));
        assert_eq!(change.carry(range(old, "\"é\"")), None);
    }

    #[test]
    fn an_insertion_right_before_a_result_moves_it() {
        let (old, new) = ("f(); x.unwrap()", "f(); g(); x.unwrap()");
        let change = Change::between(old, new);
        assert_eq!(change.carry(range(old, "x.unwrap()")), Some(range(new, "x.unwrap()")));
        assert_eq!(change.carry(range(old, "f()")), Some(range(new, "f()")));
    }
}

//! Positions across rules: each rule's changes are a step, and a range of the current text is
//! taken back through the steps to the input, where reports and problems are placed.

use ra_ap_syntax::{TextRange, TextSize};

/// One rule's changes to the text: the replaced ranges (of the text before) and the length of
/// what replaced each, in order.
pub type Step = Vec<(TextRange, usize)>;

/// The changes made so far, to take positions back to the input text.
#[derive(Default)]
pub struct Steps {
    steps: Vec<Step>,
}

impl Steps {
    pub fn push(&mut self, step: Step) {
        self.steps.push(step);
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// `r` (a range of the current text) in the input text, when no change touched it (it
    /// lies wholly outside every replaced range).
    pub fn untouched_to_input(&self, r: TextRange) -> Option<TextRange> {
        let (mut start, mut end) = (i64::from(u32::from(r.start())), i64::from(u32::from(r.end())));
        for step in self.steps.iter().rev() {
            let mut delta: i64 = 0;
            let mut shift = None;
            for (old, new_len) in step {
                let new_start = i64::from(u32::from(old.start())) + delta;
                let new_end = new_start + *new_len as i64;
                let touches = if *new_len == 0 {
                    start < new_start && new_start < end
                } else {
                    start < new_end && new_start < end
                };
                if touches {
                    return None;
                }
                if end <= new_start {
                    break;
                }
                delta += *new_len as i64 - i64::from(u32::from(old.len()));
                shift = Some(delta);
            }
            let d = shift.unwrap_or(0);
            start -= d;
            end -= d;
        }
        Some(TextRange::new(TextSize::new(start.max(0) as u32), TextSize::new(end.max(0) as u32)))
    }

    /// `r` (a range of the current text) in the input text.
    pub fn to_input(&self, r: TextRange) -> TextRange {
        let mut start = r.start();
        let mut end = r.end();
        for step in self.steps.iter().rev() {
            start = back(step, start, false);
            end = back(step, end, true).max(start);
        }
        TextRange::new(start, end)
    }
}

/// A range of the text before `step`, in the text after it. Code the step rewrote maps to what
/// replaced it.
pub fn forward(step: &Step, r: TextRange) -> TextRange {
    let map = |pos: TextSize, is_end: bool| {
        let pos = i64::from(u32::from(pos));
        let mut delta: i64 = 0;
        for (old, new_len) in step {
            let (os, oe) = (i64::from(u32::from(old.start())), i64::from(u32::from(old.end())));
            if pos < os || (pos == os && !is_end) {
                break;
            }
            if pos < oe || (pos == oe && is_end && os != oe) {
                let new_start = os + delta;
                return TextSize::new((if is_end { new_start + *new_len as i64 } else { new_start }) as u32);
            }
            delta += *new_len as i64 - (oe - os);
        }
        TextSize::new((pos + delta).max(0) as u32)
    };
    let start = map(r.start(), false);
    TextRange::new(start, map(r.end(), true).max(start))
}

/// A position after `step`, before it. At the edges of new text, a range's start goes after
/// and its end before what was replaced; inside new text, the range takes all of it.
fn back(step: &Step, pos: TextSize, is_end: bool) -> TextSize {
    let pos = i64::from(u32::from(pos));
    let mut delta: i64 = 0;
    for (old, new_len) in step {
        let new_start = i64::from(u32::from(old.start())) + delta;
        let new_end = new_start + *new_len as i64;
        if pos < new_start {
            break;
        }
        if pos <= new_end {
            let at_start = pos == new_start;
            let at_end = pos == new_end;
            return match (at_start, at_end, is_end) {
                (true, true, false) | (false, true, _) => old.end(),
                (true, _, _) => old.start(),
                (false, false, false) => old.start(),
                (false, false, true) => old.end(),
            };
        }
        delta += *new_len as i64 - i64::from(u32::from(old.len()));
    }
    TextSize::new((pos - delta).max(0) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(a: u32, b: u32) -> TextRange {
        TextRange::new(a.into(), b.into())
    }

    #[test]
    fn untouched_ranges_map_back_and_touched_ones_do_not() {
        // "aaXXbbYYcc" -> replace 2..4 by 5 chars, 6..8 by nothing: "aa12345bbcc"
        let mut steps = Steps::default();
        steps.push(vec![(r(2, 4), 5), (r(6, 8), 0)]);
        assert_eq!(steps.untouched_to_input(r(0, 2)), Some(r(0, 2)));
        assert_eq!(steps.untouched_to_input(r(7, 9)), Some(r(4, 6)), "bb");
        assert_eq!(steps.untouched_to_input(r(9, 11)), Some(r(8, 10)), "cc, after a deletion");
        assert_eq!(steps.untouched_to_input(r(3, 5)), None, "inside new text");
        assert_eq!(steps.untouched_to_input(r(1, 3)), None, "overlapping new text");
        assert_eq!(steps.untouched_to_input(r(8, 10)), None, "across the deletion");
    }

    #[test]
    fn positions_map_back_through_changes() {
        // "aaXXbbYYcc" -> replace 2..4 by 5 chars, 6..8 by nothing: "aa12345bbcc"
        let mut steps = Steps::default();
        steps.push(vec![(r(2, 4), 5), (r(6, 8), 0)]);
        assert_eq!(steps.to_input(r(0, 2)), r(0, 2));
        assert_eq!(steps.to_input(r(7, 9)), r(4, 6), "bb after the first change");
        assert_eq!(steps.to_input(r(9, 11)), r(8, 10), "cc after both");
        assert_eq!(steps.to_input(r(3, 5)), r(2, 4), "inside new text: what it replaced");
    }
}

//! Putting what the doctests gave together with the file's own outcome: their reports join the
//! file's, their edits join the file's changes. The result is read back: a doctest whose text
//! in the new file is not what the engine rewrote it to is left as it was.

use super::Doctests;
use super::extract;
use super::run::{BlockFound, apply_edits, line_edits};
use engine::{Edition, Outcome};
use std::ops::Range;

/// The file's outcome with its doctests' added; `main` is the engine's on the file (`None`
/// when it did not run). `None` when neither found anything.
pub fn merge(
    body: &str,
    edition: Edition,
    opts: Doctests,
    main: Option<Outcome>,
    mut found: Vec<BlockFound>,
) -> Option<Outcome> {
    let nothing = |f: &BlockFound| f.reports.is_empty() && f.problems.is_empty() && f.skips.is_empty();
    if found.iter().all(nothing) {
        return main;
    }
    let mut out = main.unwrap_or_else(|| Outcome { text: body.to_owned(), ..Outcome::default() });
    let main_edits = if out.changed { line_edits(body, &out.text) } else { Vec::new() };
    // A doctest whose lines the file's own rewrite touched (a rule rewrote the comment) is left
    // as it was: the two cannot both be written.
    for f in &mut found {
        if f.edits.iter().any(|(r, _)| main_edits.iter().any(|(m, _)| overlap(r, m))) {
            f.refuse();
        }
    }
    if found.iter().any(|f| f.new_text.is_some()) {
        let before = extract::blocks(body, edition, opts);
        // Each round leaves the doctests that do not read back as rewritten as they were; one
        // more round than there are rewrites ends with none left or all reading back.
        loop {
            let mut edits: Vec<(Range<usize>, String)> = main_edits.clone();
            edits.extend(found.iter().flat_map(|f| f.edits.iter().cloned()));
            if edits.len() == main_edits.len() {
                break;
            }
            edits.sort_by_key(|(r, _)| (r.start, r.end));
            let text = apply_edits(body, &edits);
            let wrong = misread(&text, edition, opts, &before, &found, &edits);
            if wrong.is_empty() {
                out.text = text;
                break;
            }
            for i in wrong {
                found[i].refuse();
            }
        }
    }
    out.changed = out.text != body;
    for f in found {
        out.unknown_types += f.skips.len();
        out.reports.extend(f.reports);
        out.problems.extend(f.problems);
        out.skips.extend(f.skips);
    }
    Some(out)
}

/// Whether two edits of the same text touch the same text or the same place.
fn overlap(a: &Range<usize>, b: &Range<usize>) -> bool {
    (a.start < b.end && b.start < a.end) || a.start == b.start
}

/// Where offset `o` of the old text is after `edits` (text inserted at `o` comes before it),
/// when no edit replaces it.
fn shifted(o: usize, edits: &[(Range<usize>, String)]) -> Option<usize> {
    let mut delta = 0isize;
    for (r, new) in edits {
        if r.end <= o {
            delta += new.len() as isize - r.len() as isize;
        } else if r.start <= o {
            return None;
        }
    }
    Some((o as isize + delta) as usize)
}

/// The rewritten doctests (indices into `found`) that the new text does not read back as
/// rewritten. When a doctest that was not rewritten reads differently, all rewritten ones are
/// taken back: which one moved it cannot be told.
fn misread(
    text: &str,
    edition: Edition,
    opts: Doctests,
    before: &[extract::Block],
    found: &[BlockFound],
    edits: &[(Range<usize>, String)],
) -> Vec<usize> {
    let after = extract::blocks(text, edition, opts);
    let read_at = |open: usize| after.iter().find(|b| Some(b.open) == shifted(open, edits)).map(|b| &b.text);
    let changed: Vec<usize> = (0..found.len()).filter(|&i| found[i].new_text.is_some()).collect();
    let wrong: Vec<usize> =
        changed.iter().copied().filter(|&i| read_at(found[i].open) != found[i].new_text.as_ref()).collect();
    let others_moved = before
        .iter()
        .filter(|b| !changed.iter().any(|&i| found[i].open == b.open))
        .any(|b| read_at(b.open).is_some_and(|t| *t != b.text));
    if others_moved { changed } else { wrong }
}

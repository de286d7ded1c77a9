//! What the doctests and the `macro_rules!` transcribers share: a piece of the file given to the
//! engine as a Rust text of its own (a *virtual* text), what the engine found there placed back
//! at the file's offsets, and the merge of those findings with the file's own outcome, read back
//! so that a piece whose new text is not exactly what the engine rewrote it to is left as it was.

use engine::{Outcome, Problem, Report, ReportKind, Skip, TextRange, TextSize};
use std::ops::Range;

/// A piece's rewrite: the file's edits, and the virtual text they make.
pub type Rewrite = (Vec<(Range<usize>, String)>, String);

/// What the patch found in one virtual text, at offsets of the file.
#[derive(Debug)]
pub struct BlockFound {
    /// Where the piece starts in the file: how it is found again after the rewrite.
    pub open: usize,
    pub reports: Vec<Report>,
    pub problems: Vec<Problem>,
    pub skips: Vec<Skip>,
    /// The file's edits making the piece's rewrite, in order; empty when it did not change.
    pub edits: Vec<(Range<usize>, String)>,
    /// The piece's rewritten virtual text, when it changed: what the file must read back as.
    pub new_text: Option<String>,
    /// Why a change of this piece is not written, when it is refused.
    pub unmappable: &'static str,
    /// What script rules printed on the piece (their positions placed in the file).
    pub script_lines: Vec<engine::scripts::ScriptLine>,
    /// The piece's edits were checked where they were made (a macro call's expansion, which
    /// only the model could read again): the new text is not read back for it.
    pub self_checked: bool,
}

impl BlockFound {
    /// What was found in the piece starting at `open`, before its rewrite is taken.
    pub fn new(
        open: usize,
        reports: Vec<Report>,
        problems: Vec<Problem>,
        skips: Vec<Skip>,
        unmappable: &'static str,
    ) -> BlockFound {
        BlockFound {
            open,
            reports,
            problems,
            skips,
            edits: Vec::new(),
            new_text: None,
            unmappable,
            script_lines: Vec::new(),
            self_checked: false,
        }
    }

    /// Takes the piece's rewrite: its file edits and the virtual text they make; `None` (it
    /// cannot be written back) leaves the piece as it was.
    pub fn rewrite(&mut self, rewrite: Option<Rewrite>) {
        match rewrite {
            Some((edits, text)) => {
                self.edits = edits;
                self.new_text = Some(text);
            }
            None => self.refuse(),
        }
    }

    /// Leaves the piece as it was: its changes become problems saying so.
    pub fn refuse(&mut self) {
        self.edits.clear();
        self.new_text = None;
        let (changes, rest): (Vec<Report>, Vec<Report>) =
            std::mem::take(&mut self.reports).into_iter().partition(|r| r.kind == ReportKind::Change);
        self.reports = rest;
        self.problems.extend(changes.into_iter().map(|r| Problem {
            rule: r.rule,
            at: Some(r.range),
            message: self.unmappable.to_owned(),
            patch_line: None,
        }));
    }
}

/// The file's outcome with the pieces' findings added; `main` is the outcome so far (`None` when
/// the engine did not run). `read` gives the pieces of a text (where each starts and its virtual
/// text): the new text must give each rewritten piece as its new virtual text, and every other
/// piece as it was. `None` when neither found anything.
pub fn merge(
    body: &str,
    main: Option<Outcome>,
    mut found: Vec<BlockFound>,
    read: &dyn Fn(&str) -> Vec<(usize, String)>,
) -> Option<Outcome> {
    let nothing = |f: &BlockFound| {
        f.reports.is_empty() && f.problems.is_empty() && f.skips.is_empty() && f.script_lines.is_empty()
    };
    if found.iter().all(nothing) {
        return main;
    }
    let mut out = main.unwrap_or_else(|| Outcome { text: body.to_owned(), ..Outcome::default() });
    let main_edits = if out.changed { line_edits(body, &out.text) } else { Vec::new() };
    // A piece whose text the file's own rewrite touched (a rule rewrote the comment, or the
    // macro) is left as it was: the two cannot both be written.
    for f in &mut found {
        if f.edits.iter().any(|(r, _)| main_edits.iter().any(|(m, _)| overlap(r, m))) {
            f.refuse();
        }
    }
    if found.iter().any(|f| f.new_text.is_some()) {
        let before = read(body);
        // Each round leaves the pieces that do not read back as rewritten as they were; one
        // more round than there are rewrites ends with none left or all reading back.
        loop {
            let mut edits: Vec<(Range<usize>, String)> = main_edits.clone();
            edits.extend(found.iter().flat_map(|f| f.edits.iter().cloned()));
            if edits.len() == main_edits.len() {
                break;
            }
            edits.sort_by_key(|(r, _)| (r.start, r.end));
            if edits.windows(2).any(|w| w[0].0.end > w[1].0.start) {
                // Overlapping edits (never of one piece) cannot both be made.
                found.iter_mut().for_each(BlockFound::refuse);
                continue;
            }
            let text = apply_edits(body, &edits);
            let wrong = misread(&read(&text), &before, &found, &edits);
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
        out.script_lines.extend(f.script_lines);
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

/// The rewritten pieces (indices into `found`) that the new text (read as `after`) does not
/// give as rewritten. When a piece that was not rewritten reads differently, all rewritten ones
/// are taken back: which one moved it cannot be told.
fn misread(
    after: &[(usize, String)],
    before: &[(usize, String)],
    found: &[BlockFound],
    edits: &[(Range<usize>, String)],
) -> Vec<usize> {
    let read_at = |open: usize| after.iter().find(|b| Some(b.0) == shifted(open, edits)).map(|b| &b.1);
    let changed: Vec<usize> =
        (0..found.len()).filter(|&i| found[i].new_text.is_some() && !found[i].self_checked).collect();
    let wrong: Vec<usize> =
        changed.iter().copied().filter(|&i| read_at(found[i].open) != found[i].new_text.as_ref()).collect();
    let others_moved = before
        .iter()
        .filter(|b| !changed.iter().any(|&i| found[i].open == b.0))
        .any(|b| read_at(b.0).is_some_and(|t| *t != b.1));
    if others_moved { changed } else { wrong }
}

/// `text` with `edits` (sorted, apart) made.
pub fn apply_edits(text: &str, edits: &[(Range<usize>, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (r, new) in edits {
        out.push_str(&text[at..r.start]);
        out.push_str(new);
        at = r.end;
    }
    out.push_str(&text[at..]);
    out
}

pub fn to_range(r: Range<usize>) -> TextRange {
    TextRange::new(TextSize::new(r.start as u32), TextSize::new(r.end as u32))
}

/// The edits turning `old` into `new`: one for each run of changed lines, trimmed of what the
/// two sides share at their ends (so a change inside a line stays inside it).
pub fn line_edits(old: &str, new: &str) -> Vec<(Range<usize>, String)> {
    let (old_at, new_at) = (line_starts(old), line_starts(new));
    let diff = similar::TextDiff::from_lines(old, new);
    let mut out = Vec::new();
    for op in diff.ops() {
        let (tag, o, n) = op.as_tag_tuple();
        if tag == similar::DiffTag::Equal {
            continue;
        }
        let (mut os, mut oe) = (old_at[o.start], old_at[o.end]);
        let (mut ns, mut ne) = (new_at[n.start], new_at[n.end]);
        let prefix = common_len(old[os..oe].chars(), new[ns..ne].chars());
        os += prefix;
        ns += prefix;
        let suffix = common_len(old[os..oe].chars().rev(), new[ns..ne].chars().rev());
        oe -= suffix;
        ne -= suffix;
        out.push((os..oe, new[ns..ne].to_owned()));
    }
    out
}

/// [`line_edits`] cut finer: each of them split into the runs of words, spaces and other
/// characters that changed, so that what a changed stretch of lines keeps as it was (a blanked
/// repetition marker between two rewritten lines) is no part of an edit.
pub fn token_edits(old: &str, new: &str) -> Vec<(Range<usize>, String)> {
    let mut out = Vec::new();
    for (r, text) in line_edits(old, new) {
        let (a, b) = (tokens(&old[r.clone()]), tokens(&text));
        let (a_at, b_at) = (offsets(&a), offsets(&b));
        let mut run: Option<(Range<usize>, Range<usize>)> = None;
        for op in similar::capture_diff_slices(similar::Algorithm::Myers, &a, &b) {
            let (tag, o, n) = op.as_tag_tuple();
            if tag == similar::DiffTag::Equal {
                if let Some((o, n)) = run.take() {
                    out.push((r.start + o.start..r.start + o.end, text[n].to_owned()));
                }
                continue;
            }
            let (o, n) = (a_at[o.start]..a_at[o.end], b_at[n.start]..b_at[n.end]);
            run = Some(match run {
                Some((ro, rn)) => (ro.start..o.end, rn.start..n.end),
                None => (o, n),
            });
        }
        if let Some((o, n)) = run {
            out.push((r.start + o.start..r.start + o.end, text[n].to_owned()));
        }
    }
    out
}

/// `text` cut into runs of name characters, runs of white space, and single other characters.
fn tokens(text: &str) -> Vec<&str> {
    let class = |c: char| {
        if c.is_alphanumeric() || c == '_' {
            0
        } else if c.is_whitespace() {
            1
        } else {
            2
        }
    };
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<u8> = None;
    for (i, c) in text.char_indices() {
        let k = class(c);
        if prev.is_some_and(|p| p != k || k == 2) {
            out.push(&text[start..i]);
            start = i;
        }
        prev = Some(k);
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Where each token starts, and the end.
fn offsets(toks: &[&str]) -> Vec<usize> {
    let mut out = vec![0];
    out.extend(toks.iter().scan(0, |at, t| {
        *at += t.len();
        Some(*at)
    }));
    out
}

/// Where each line of `text` starts, and its end.
fn line_starts(text: &str) -> Vec<usize> {
    let mut out = vec![0];
    out.extend(text.match_indices('\n').map(|(i, _)| i + 1).filter(|&i| i < text.len()));
    out.push(text.len());
    out.dedup();
    out
}

/// The length in bytes of what two character sequences share at their start.
fn common_len(a: impl Iterator<Item = char>, b: impl Iterator<Item = char>) -> usize {
    a.zip(b).take_while(|(x, y)| x == y).map(|(x, _)| x.len_utf8()).sum()
}

/// The model of a virtual text: none. Every question is unanswered, with the reason.
pub struct NoModel(pub &'static str);

impl engine::sema::FileSemantics for NoModel {
    fn type_of_expr(&self, _: TextRange) -> Option<engine::sema::TypeInfo> {
        None
    }
    fn type_of_type(&self, _: TextRange) -> Option<engine::sema::TypeInfo> {
        None
    }
    fn resolve_path(&self, _: TextRange) -> Option<engine::sema::Def> {
        None
    }
    fn resolve_method(&self, _: TextRange) -> Option<engine::sema::Def> {
        None
    }
    fn receiver_passing(&self, _: TextRange) -> Option<engine::sema::ReceiverPassing> {
        None
    }
    fn resolve_text(&self, _: &str, _: engine::sema::Ns, _: TextRange) -> Option<engine::sema::Def> {
        None
    }
    fn why_unknown(&self, _: TextRange) -> Option<String> {
        Some(self.0.to_owned())
    }
}

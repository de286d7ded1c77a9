//! An expansion as a Rust text of its own (a virtual text, see [`crate::virt`]), and the map
//! from it back to the call: each run of tokens that follow one another at the call is copied
//! with the call's own spacing (a *segment*, written exactly as at the call); a token the macro
//! wrote, or one that does not follow the one before at the call, starts after a space.

use sema_api::{Expansion, ExpansionKind};
use std::ops::Range;

/// What comes before an expression's or statements' expansion in its virtual text: the engine
/// matches code in fn bodies.
pub const HEAD: &str = "fn __cocci_expansion() {\n";
pub const TAIL: &str = "\n}\n";

/// One run of the call's own tokens, copied as written there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// Where it is in the virtual text...
    pub virt: Range<usize>,
    /// ...and in the file.
    pub file: Range<usize>,
    /// Another segment copies some of the same text (the macro uses the call's tokens twice):
    /// a rewrite of one copy alone cannot be written at the call, and the model cannot tell
    /// which copy a range names.
    pub shared: bool,
}

/// An expansion's virtual text and its map to the file.
#[derive(Debug)]
pub struct Expanded {
    pub text: String,
    pub segments: Vec<Segment>,
}

/// Why an expansion is not matched.
pub const NOT_CODE: &str = "expands to a pattern or a type, or to code that does not parse: not matched";

/// The virtual text of `expansion`, a call's in `body`.
pub fn expanded(body: &str, expansion: &Expansion) -> Result<Expanded, &'static str> {
    let (head, tail) = match expansion.kind {
        ExpansionKind::Expr | ExpansionKind::Stmts => (HEAD, TAIL),
        ExpansionKind::Items => ("", "\n"),
        ExpansionKind::Other => return Err(NOT_CODE),
    };
    let mut text = String::from(head);
    let mut segments: Vec<Segment> = Vec::new();
    // The file range of the previous token, when it was the call's.
    let mut last: Option<Range<usize>> = None;
    for token in &expansion.tokens {
        let from = token.from.map(|[s, e]| s as usize..e as usize).filter(|r| body.get(r.clone()) == Some(&token.text));
        match (&from, &last) {
            (Some(r), Some(l)) if follows(body, l, r) => {
                text.push_str(&body[l.end..r.end]);
                let seg = segments.last_mut().expect("a previous token of the call made a segment");
                seg.virt.end = text.len();
                seg.file.end = r.end;
            }
            _ => {
                if text.len() > head.len() {
                    text.push(' ');
                }
                let start = text.len();
                // A path the macro starts from its own crate reads `$crate` in the expansion,
                // which no file can say: `crate` parses alike.
                text.push_str(if token.text == "$crate" && from.is_none() { "crate" } else { &token.text });
                if let Some(r) = &from {
                    segments.push(Segment { virt: start..text.len(), file: r.clone(), shared: false });
                }
            }
        }
        last = from;
    }
    text.push_str(tail);
    mark_shared(&mut segments);
    Ok(Expanded { text, segments })
}

/// Whether the call's token at `next` comes right after the one at `prev`, with only white
/// space between (a comment between them is the call's, but not the expansion's).
fn follows(body: &str, prev: &Range<usize>, next: &Range<usize>) -> bool {
    prev.end <= next.start && body[prev.end..next.start].chars().all(char::is_whitespace)
}

fn mark_shared(segments: &mut [Segment]) {
    let mut by_file: Vec<usize> = (0..segments.len()).collect();
    by_file.sort_by_key(|&i| (segments[i].file.start, segments[i].file.end));
    let mut reach: Option<(usize, usize)> = None; // (end, index) of the segment reaching farthest
    for &i in &by_file {
        if let Some((end, j)) = reach
            && segments[i].file.start < end
        {
            segments[i].shared = true;
            segments[j].shared = true;
        }
        if reach.is_none_or(|(end, _)| segments[i].file.end > end) {
            reach = Some((segments[i].file.end, i));
        }
    }
}

impl Expanded {
    /// The segment wholly holding the virtual range `r` (an empty `r` may sit at either end).
    pub fn segment_of(&self, r: &Range<usize>) -> Option<&Segment> {
        self.segments.iter().find(|s| s.virt.start <= r.start && r.end <= s.virt.end)
    }

    /// The file range the virtual range `r` is, when it lies in one segment copied once.
    pub fn exact(&self, r: &Range<usize>) -> Option<Range<usize>> {
        let s = self.segment_of(r).filter(|s| !s.shared)?;
        Some(s.file.start + r.start - s.virt.start..s.file.start + r.end - s.virt.start)
    }

    /// The file range to show for the virtual range `r`: [`Expanded::exact`], else from where
    /// its first token of the call is to where its last one ends, else the call's arguments.
    pub fn shown(&self, r: &Range<usize>, args: &Range<usize>) -> Range<usize> {
        if let Some(exact) = self.exact(r) {
            return exact;
        }
        let inside: Vec<&Segment> =
            self.segments.iter().filter(|s| r.start < s.virt.end && s.virt.start < r.end).collect();
        let start = inside.iter().map(|s| s.file.start + r.start.saturating_sub(s.virt.start)).min();
        let end = inside.iter().map(|s| s.file.end - s.virt.end.saturating_sub(r.end)).max();
        match (start, end) {
            (Some(start), Some(end)) if start <= end => start..end,
            _ => args.clone(),
        }
    }

    /// The file edits making the virtual edits `virt`; `None` when one touches a token the
    /// macro wrote, spans tokens that do not follow one another at the call, or changes text
    /// the expansion copies more than once.
    pub fn file_edits(&self, virt: &[(Range<usize>, String)]) -> Option<Vec<(Range<usize>, String)>> {
        let mut out: Vec<(Range<usize>, String)> =
            virt.iter().map(|(r, new)| Some((self.exact(r)?, new.clone()))).collect::<Option<_>>()?;
        out.sort_by_key(|(r, _)| (r.start, r.end));
        Some(out)
    }
}

/// The edits turning the code `old` into `new` token by token, white space apart: a run of
/// changed tokens becomes one edit from its first token to its last, and a run inserted goes
/// after the token before it with the white space `new` has there. A rewrite re-printing a
/// whole item (`use a:: b ;` as `use a::c;`) thus touches only the tokens that changed, where
/// a text diff would touch the spacing between the call's pieces too.
pub fn code_edits(old: &str, new: &str, edition: engine::Edition) -> Vec<(Range<usize>, String)> {
    let (a, b) = (code_tokens(old, edition), code_tokens(new, edition));
    let (at, bt): (Vec<&str>, Vec<&str>) =
        (a.iter().map(|r| &old[r.clone()]).collect(), b.iter().map(|r| &new[r.clone()]).collect());
    let mut out = Vec::new();
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &at, &bt) {
        let (tag, o, n) = op.as_tag_tuple();
        if tag == similar::DiffTag::Equal {
            continue;
        }
        let inserted = |from: usize| if n.is_empty() { String::new() } else { new[from..b[n.end - 1].end].to_owned() };
        let edit = match (o.is_empty(), o.start.checked_sub(1), n.start.checked_sub(1)) {
            // Tokens replaced or removed: from the first to the last.
            (false, ..) => (a[o.start].start..a[o.end - 1].end, inserted(b.get(n.start).map_or(0, |r| r.start))),
            // Inserted after a token: with `new`'s spacing before them.
            (true, Some(prev), Some(prev_new)) => (a[prev].end..a[prev].end, inserted(b[prev_new].end)),
            // Inserted before everything: with `new`'s spacing after them.
            _ => {
                let at = a.first().map_or(old.len(), |r| r.start);
                let upto = b.get(n.end).map_or(new.len(), |r| r.start);
                (at..at, new[b[n.start].start..upto].to_owned())
            }
        };
        out.push(edit);
    }
    out
}

/// The ranges of `text`'s tokens, white space and comments apart.
fn code_tokens(text: &str, edition: engine::Edition) -> Vec<Range<usize>> {
    let lexed = ra_ap_parser::LexedStr::new(edition, text);
    (0..lexed.len()).filter(|&i| !lexed.kind(i).is_trivia()).map(|i| lexed.text_range(i)).collect()
}

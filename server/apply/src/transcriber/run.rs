//! Running a patch on a file's `macro_rules!` transcribers: each one a patch may match is given
//! to the engine as its virtual text (see [`super::extract`]), and what the engine found is
//! placed back in the file, the placeholders written as the holes they stand for.

use super::extract::{self, HEAD, Transcriber, Unreadable};
use crate::virt::{BlockFound, NoModel, Rewrite, apply_edits, to_range, token_edits};
use engine::sema::{Def, FileSemantics, Ns, ReceiverPassing, TypeInfo};
use engine::{Edition, Engine, Given, Problem, Report, Skip, SkipReason, TextEdit, TextRange};
use ra_ap_parser::{LexedStr, SyntaxKind};
use std::ops::Range;

/// Why a typed candidate in a transcriber is skipped without a model: its code has no type
/// until the macro is called, and each call may give it another.
pub const NO_TYPES: &str = "inside a macro_rules! transcriber: no types";

/// Why a transcriber's rewrite is not written.
pub const UNMAPPABLE: &str = "inside a macro_rules! transcriber, the rewrite cannot be written back exactly \
     (it would touch a `$` hole or a repetition marker, or copy a name it cannot tell from a hole): \
     this match is left as it was";

/// Why a transcriber holding the patch's words was not matched: its text is not statements and
/// expressions (items of an `impl`, fields, token soup).
pub const UNPARSED: &str = "inside a macro_rules! transcriber: does not parse as statements, not matched";

/// Runs `engine` on the transcribers of `body` (a file's text without its byte order mark);
/// `model`, the file's, gives typed rules the types the macro's calls agree on.
pub fn find(
    engine: &Engine,
    body: &str,
    edition: Edition,
    path: Option<&str>,
    model: Option<&dyn FileSemantics>,
) -> Vec<BlockFound> {
    if !extract::may_hold(body) || !engine.may_match_parts(&[HEAD, extract::TAIL, body]) {
        return Vec::new();
    }
    // The patch's own words: a placeholder among them could be the patch's, not a hole.
    let patch_words = format!("{:?}", engine.patch());
    let mut out = Vec::new();
    for t in extract::transcribers(body, edition) {
        match t {
            Ok(t) if engine.may_match(&t.text) => {
                out.push(run_one(engine, body, &t, edition, (path, model), &patch_words))
            }
            Ok(_) => {}
            Err(Unreadable { at, why }) => {
                // Only a transcriber holding the patch's words is worth a note.
                if engine.may_match(&body[at.clone()]) {
                    out.push(skipped(at, why.to_owned()));
                }
            }
        }
    }
    out
}

fn skipped(at: Range<usize>, why: String) -> BlockFound {
    let skip = Skip { rule: String::new(), at: Some(to_range(at.clone())), reason: SkipReason::Model(why) };
    BlockFound::new(at.start, Vec::new(), Vec::new(), vec![skip], UNMAPPABLE)
}

fn run_one(
    engine: &Engine,
    body: &str,
    t: &Transcriber,
    edition: Edition,
    (path, model): (Option<&str>, Option<&dyn FileSemantics>),
    patch_words: &str,
) -> BlockFound {
    let typed = engine.has_typed_metavars();
    let map = Map {
        t,
        edition,
        words_clash: t.holes.iter().any(|(_, h)| has_word(patch_words, &extract::placeholder_of(h))),
    };
    let range = |r: TextRange| to_range(map.to_file(usize::from(r.start())..usize::from(r.end())));
    let transcribed = model.map(|model| Transcribed { model, map: &map });
    let sema: &dyn FileSemantics = match &transcribed {
        Some(t) => t,
        None => &NoModel(NO_TYPES),
    };
    let given = Given { path, sema: typed.then_some(sema), placed_in: Some((body, &range)), ..Given::default() };
    let out = engine.apply_given(&t.text, edition, given);
    if out.syntax_errors > 0 {
        return skipped(t.at.clone(), format!("{UNPARSED} ({} syntax errors)", out.syntax_errors));
    }
    let reports = out
        .reports
        .into_iter()
        .map(|r| {
            let fix = map.fix(body, &r.fix).unwrap_or_default();
            Report { range: range(r.range), fix, message: map.holes_back(&r.message), ..r }
        })
        .collect();
    let whole = to_range(t.at.start..t.at.start);
    let problems = out
        .problems
        .into_iter()
        .map(|p| Problem { at: Some(p.at.map_or(whole, range)), message: map.holes_back(&p.message), ..p })
        .collect();
    let skips = out.skips.into_iter().map(|s| Skip { at: s.at.map(range), ..s }).collect();
    let mut found = BlockFound::new(t.at.start, reports, problems, skips, UNMAPPABLE);
    found.script_lines = out.script_lines;
    if out.changed {
        found.rewrite(map.edits(&out.text));
    }
    found
}

/// From a transcriber's virtual text back to the file.
struct Map<'t> {
    t: &'t Transcriber,
    edition: Edition,
    /// A placeholder is also a word of the patch: a rewrite may have written it as the
    /// patch's, and it cannot be told from a copied hole.
    words_clash: bool,
}

impl Map<'_> {
    /// The file range of a range of the virtual text; what lies in the wrapper is taken to the
    /// transcriber's start or end.
    fn to_file(&self, r: Range<usize>) -> Range<usize> {
        let start = self.t.virt_start();
        let f = |p: usize| self.t.at.start + p.clamp(start, start + self.t.at.len()) - start;
        f(r.start)..f(r.end).max(f(r.start))
    }

    /// `text` (virtual) with each placeholder name written as its hole; offsets do not move.
    fn holes_back(&self, text: &str) -> String {
        let lexed = LexedStr::new(self.edition, text);
        let mut out = text.to_owned();
        for i in 0..lexed.len() {
            if lexed.kind(i) == SyntaxKind::IDENT
                && let Some(hole) = self.t.placeholder_text(lexed.text(i))
            {
                out.replace_range(lexed.text_range(i), &hole);
            }
        }
        out
    }

    /// The file edit making the virtual edit `r` -> `new` (holes written back); `None` when it
    /// reaches out of the transcriber, into a repetition marker, or into part of a hole.
    fn edit(&self, r: Range<usize>, new: &str) -> Option<(Range<usize>, String)> {
        let start = self.t.virt_start();
        if r.start < start || r.end > start + self.t.at.len() {
            return None;
        }
        let file = self.t.at.start + r.start - start..self.t.at.start + r.end - start;
        // Overlapping `b`, or (for an insertion) strictly inside it.
        let cuts = |b: &Range<usize>| file.start < b.end && b.start < file.end;
        let splits = |h: &Range<usize>| cuts(h) && !(file.start <= h.start && h.end <= file.end);
        if self.t.blanks.iter().any(cuts) || self.t.holes.iter().any(|(h, _)| splits(h)) {
            return None;
        }
        Some((file, new.to_owned()))
    }

    /// The file edits making the transcriber's virtual text `new`, and the virtual text they
    /// make (the file must read back as it).
    fn edits(&self, new: &str) -> Option<Rewrite> {
        self.map_edits(token_edits(&self.t.text, new))
    }

    /// The file edits making the virtual edits `virt` (sorted, apart), and the virtual text
    /// they make. White space a rewrite drops at the end of a line is kept: there it may be a
    /// blanked repetition marker, or the space before the transcriber's closing delimiter.
    fn map_edits(&self, virt: Vec<(Range<usize>, String)>) -> Option<Rewrite> {
        if self.words_clash {
            return None;
        }
        let text = &self.t.text;
        let end = self.t.virt_start() + self.t.at.len();
        let virt: Vec<(Range<usize>, String)> = virt
            .into_iter()
            .map(|(mut r, new)| {
                let old = &text[r.clone()];
                let kept = old.len() - old.trim_end_matches([' ', '\t']).len();
                let at_line_end = r.end == end || text[r.end..].starts_with('\n');
                if kept > 0 && at_line_end && !new.ends_with([' ', '\t']) {
                    r.end -= kept;
                }
                (r, new)
            })
            .collect();
        let want = apply_edits(text, &virt);
        // The new text is written with its holes back (offsets do not move): each edit's new
        // text is taken from there, so a hole is told from a name as in the whole text.
        let back = self.holes_back(&want);
        let mut mapped = Vec::new();
        let mut delta = 0isize;
        for (r, new) in &virt {
            let at = (r.start as isize + delta) as usize;
            delta += new.len() as isize - r.len() as isize;
            mapped.push(self.edit(r.clone(), &back[at..at + new.len()])?);
        }
        Some((mapped, want))
    }

    /// A quick fix's file edits; kept only when the transcriber reads back as the virtual text
    /// with just that fix.
    fn fix(&self, body: &str, fix: &[TextEdit]) -> Option<Vec<TextEdit>> {
        let mut virt: Vec<(Range<usize>, String)> =
            fix.iter().map(|e| (usize::from(e.range.start())..usize::from(e.range.end()), e.text.clone())).collect();
        virt.sort_by_key(|(r, _)| (r.start, r.end));
        let (mapped, want) = self.map_edits(virt)?;
        let at = self.t.at.clone();
        let region: Vec<_> = mapped.iter().map(|(r, s)| (r.start - at.start..r.end - at.start, s.clone())).collect();
        let new_region = apply_edits(&body[at.clone()], &region);
        (reread(body, &at, &new_region, self.edition)? == want)
            .then(|| mapped.into_iter().map(|(r, text)| TextEdit { range: to_range(r), text }).collect())
    }
}

/// The virtual text of the transcriber at `at` of `body` when its text is `region`.
fn reread(body: &str, at: &Range<usize>, region: &str, edition: Edition) -> Option<String> {
    let (open, close) = (&body[at.start - 1..at.start], &body[at.end..at.end + 1]);
    let text = format!("macro_rules! m {{ () => {open}{region}{close} }}");
    match extract::transcribers(&text, edition).pop()? {
        Ok(t) => Some(t.text),
        Err(_) => None,
    }
}

/// Whether `word` occurs in `text` with no name character on either side.
fn has_word(text: &str, word: &str) -> bool {
    let name = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(i, _)| {
        !text[..i].chars().next_back().is_some_and(name) && !text[i + word.len()..].chars().next().is_some_and(name)
    })
}

/// The model's answers about a transcriber's virtual text: the types the macro's calls give
/// its code (see [`FileSemantics::type_in_transcriber`]); nothing else (names there mean what
/// they mean at each call).
struct Transcribed<'a> {
    model: &'a dyn FileSemantics,
    map: &'a Map<'a>,
}

impl Transcribed<'_> {
    fn in_file(&self, r: TextRange) -> TextRange {
        to_range(self.map.to_file(usize::from(r.start())..usize::from(r.end())))
    }
}

impl FileSemantics for Transcribed<'_> {
    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        self.model.type_in_transcriber(self.in_file(range)).ok()
    }
    fn type_of_type(&self, _: TextRange) -> Option<TypeInfo> {
        None
    }
    fn resolve_path(&self, _: TextRange) -> Option<Def> {
        None
    }
    fn resolve_method(&self, _: TextRange) -> Option<Def> {
        None
    }
    fn receiver_passing(&self, _: TextRange) -> Option<ReceiverPassing> {
        None
    }
    /// The patch's own names (`Vec` in `expression Vec<_> v;`), which mean what they mean
    /// anywhere in the crate.
    fn resolve_text(&self, path: &str, ns: Ns, at: TextRange) -> Option<Def> {
        self.model.resolve_text(path, ns, self.in_file(at))
    }
    fn why_unknown(&self, range: TextRange) -> Option<String> {
        Some(match self.model.type_in_transcriber(self.in_file(range)) {
            Err(why) => format!("inside a macro_rules! transcriber: {why}"),
            Ok(_) => "inside a macro_rules! transcriber: the macro's calls give it different type arguments".to_owned(),
        })
    }
}

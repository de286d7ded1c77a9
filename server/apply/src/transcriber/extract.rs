//! Finding a file's `macro_rules!` transcribers and turning each into the Rust text rustc would
//! expand it to in a statement position, offset for offset: each `$name` hole becomes the
//! placeholder `_name` (as long, and an expression, a path or a name wherever the hole is), and
//! the repetition markers `$(` and `)*` (`)+`, `)?`, `),*`) become spaces. The text is put inside
//! [`HEAD`] and [`TAIL`], so that statements and a tail expression parse.

use engine::Edition;
use ra_ap_parser::{LexedStr, SyntaxKind};
use std::ops::Range;

/// What the transcriber's text is put in: a function body, where a macro called as a statement
/// or an expression expands.
pub const HEAD: &str = "fn __cocci_transcriber() {\n";
/// Its end.
pub const TAIL: &str = "\n}\n";

/// One transcriber, as the engine is given it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transcriber {
    /// Where its text (inside its outer delimiters) lies in the file.
    pub at: Range<usize>,
    /// [`HEAD`], the text with holes and markers replaced, [`TAIL`].
    pub text: String,
    /// Each hole's file range and what it is written as (`$m`); its placeholder is as long.
    pub holes: Vec<(Range<usize>, String)>,
    /// The file ranges of the repetition markers, blanked in `text`.
    pub blanks: Vec<Range<usize>>,
}

impl Transcriber {
    /// The offset of `text` where the file's transcriber text starts.
    pub fn virt_start(&self) -> usize {
        HEAD.len()
    }

    /// The virtual text with each placeholder written as its hole again (`_m` back to `$m`):
    /// holes and placeholders are as long, so offsets do not move.
    pub fn placeholder_text(&self, placeholder: &str) -> Option<String> {
        self.holes.iter().find(|(_, h)| placeholder_of(h) == placeholder).map(|(_, h)| h.clone())
    }
}

/// A transcriber the engine is not given, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub at: Range<usize>,
    pub why: &'static str,
}

/// The placeholder of hole `$name`: `_name`.
pub fn placeholder_of(hole: &str) -> String {
    format!("_{}", &hole[1..])
}

/// Whether `text` may hold a `macro_rules!` at all: files without one are not lexed.
pub fn may_hold(text: &str) -> bool {
    memchr::memmem::find(text.as_bytes(), b"macro_rules").is_some()
}

/// The transcribers of the `macro_rules!` items in `text` (code only: the lexer tells strings
/// and comments), each read or with why not.
pub fn transcribers(text: &str, edition: Edition) -> Vec<Result<Transcriber, Unreadable>> {
    if !may_hold(text) {
        return Vec::new();
    }
    let lexed = LexedStr::new(edition, text);
    // The tokens that are not white space nor comments: (kind, range).
    let toks: Vec<(SyntaxKind, Range<usize>)> = (0..lexed.len())
        .filter(|&i| !lexed.kind(i).is_trivia())
        .map(|i| (lexed.kind(i), lexed.text_range(i)))
        .collect();
    let t = |i: usize| toks.get(i).map_or("", |(_, r)| &text[r.clone()]);
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if t(i) == "macro_rules" && t(i + 1) == "!" && is_name(t(i + 2)) && is_open(t(i + 3)) {
            let Some(end) = closing(&toks, text, i + 3) else { break };
            rules(text, &toks, i + 4, end, &mut out);
            i = end + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// The rules `(matcher) => {transcriber}` between tokens `from` and `end` (the macro's closing
/// delimiter); a rule that is not of that form ends the reading of the macro.
fn rules(
    text: &str,
    toks: &[(SyntaxKind, Range<usize>)],
    from: usize,
    end: usize,
    out: &mut Vec<Result<Transcriber, Unreadable>>,
) {
    let t = |i: usize| if i < end { &text[toks[i].1.clone()] } else { "" };
    let mut i = from;
    while i < end {
        if !is_open(t(i)) {
            return;
        }
        let Some(m) = closing(toks, text, i) else { return };
        // `=>` is one token or two, as the lexer gives it.
        let arrow = match (t(m + 1), t(m + 2)) {
            ("=>", _) => m + 2,
            ("=", ">") if toks[m + 1].1.end == toks[m + 2].1.start => m + 3,
            _ => return,
        };
        if !is_open(t(arrow)) {
            return;
        }
        let Some(close) = closing(toks, text, arrow) else { return };
        out.push(transcriber(text, toks, arrow, close));
        i = close + 1;
        if t(i) == ";" {
            i += 1;
        }
    }
}

/// The transcriber between the delimiters at tokens `open` and `close`.
fn transcriber(
    text: &str,
    toks: &[(SyntaxKind, Range<usize>)],
    open: usize,
    close: usize,
) -> Result<Transcriber, Unreadable> {
    let at = toks[open].1.end..toks[close].1.start;
    let no = |why| Err(Unreadable { at: at.clone(), why });
    let t = |i: usize| if i < close { &text[toks[i].1.clone()] } else { "" };
    let mut virt = text[at.clone()].as_bytes().to_vec();
    let (mut holes, mut blanks) = (Vec::new(), Vec::new());
    // The repetitions open at each point: the token index of their `(`.
    let mut open_reps: Vec<usize> = Vec::new();
    let mut i = open + 1;
    while i < close {
        let r = toks[i].1.clone();
        if t(i) == "$" {
            let next = toks.get(i + 1).map(|(_, r)| r.clone());
            let adjacent = next.as_ref().is_some_and(|n| n.start == r.end);
            if adjacent && is_name(t(i + 1)) {
                let hole = r.start..toks[i + 1].1.end;
                virt[r.start - at.start] = b'_';
                holes.push((hole.clone(), text[hole].to_owned()));
                i += 2;
                continue;
            }
            if t(i + 1) == "(" {
                open_reps.push(i + 1);
                blanks.push(r.start..toks[i + 1].1.end);
                i += 2;
                continue;
            }
            return no("a `$` that is neither a fragment `$name` nor a repetition `$(`");
        }
        if is_open(t(i)) {
            open_reps.push(usize::MAX);
        } else if is_close(t(i)) {
            match open_reps.pop() {
                Some(usize::MAX) => {}
                Some(_) => {
                    // The repetition's end: `)`, an optional separator, and `*`, `+` or `?`.
                    let Some(op) = (i + 1..(i + 4).min(close)).find(|&k| matches!(t(k), "*" | "+" | "?")) else {
                        return no("a repetition `$( )` without `*`, `+` or `?`");
                    };
                    blanks.push(r.start..toks[op].1.end);
                    i = op + 1;
                    continue;
                }
                None => return no("unbalanced delimiters"),
            }
        }
        i += 1;
    }
    for b in &blanks {
        virt[b.start - at.start..b.end - at.start].iter_mut().for_each(|c| *c = b' ');
    }
    let body = String::from_utf8(virt).expect("only ASCII bytes were replaced by ASCII bytes");
    // A placeholder that is also a name of the transcriber could not be told from it when
    // written back.
    let names: std::collections::HashSet<&str> =
        (open + 1..close).filter(|&k| toks[k].0 != SyntaxKind::DOLLAR).map(t).collect();
    if holes.iter().any(|(_, h)| names.contains(placeholder_of(h).as_str())) {
        return no("a hole's placeholder `_name` is also a name written in the transcriber");
    }
    Ok(Transcriber { text: format!("{HEAD}{body}{TAIL}"), at, holes, blanks })
}

fn is_open(t: &str) -> bool {
    matches!(t, "(" | "[" | "{")
}

fn is_close(t: &str) -> bool {
    matches!(t, ")" | "]" | "}")
}

/// Whether a token is a name (an identifier or a keyword, such as `crate` in `$crate`).
fn is_name(t: &str) -> bool {
    t.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && t.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// The token index of the delimiter closing the one at `open`.
fn closing(toks: &[(SyntaxKind, Range<usize>)], text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, (_, r)) in toks.iter().enumerate().skip(open) {
        let t = &text[r.clone()];
        if is_open(t) {
            depth += 1;
        } else if is_close(t) {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

//! Finding a file's doctests: the fenced code blocks of its `///` and `//!` comments (and of
//! `/** */` and `/*! */` block comments, and of `#[doc = "..."]` attributes on one line or
//! several, see `attr`) that rustdoc compiles, each turned into the Rust text rustdoc would compile (hidden `# ` lines
//! shown, in a `fn main` when rustdoc adds one), with where every piece of that text lies in the
//! file.
//!
//! Lines are found by their text first ([`candidates`]), which costs next to nothing; whether a
//! `///` really begins a comment (and is not inside a string or a block comment) is asked of
//! the lexer afterwards ([`confirm`]), only for blocks a patch may match.

use super::Doctests;
use super::attr::{self, Quote};
use super::tags;
use engine::Edition;
use std::ops::Range;

/// The head of the wrapper rustdoc puts around code without a `fn main`.
pub const MAIN_HEAD: &str = "fn main() {\n";
/// Its tail.
pub const MAIN_TAIL: &str = "}\n";

/// One doctest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The Rust text rustdoc compiles: the code lines (hidden ones too), each ending in `\n`,
    /// inside [`MAIN_HEAD`] and [`MAIN_TAIL`] when rustdoc wraps it.
    pub text: String,
    /// Where the code lies in `text`.
    pub code: Range<usize>,
    /// The code's lines, in order.
    pub lines: Vec<Line>,
    /// Where the opening fence's line starts in the file.
    pub open: usize,
    /// Where the closing fence's line starts in the file.
    pub close: usize,
    /// The edition an `edition20xx` tag names.
    pub edition: Option<Edition>,
    /// What a new shown line begins with: the opening fence line's text before the fence
    /// (`    /// `).
    pub shown_prefix: String,
    /// Whether the comment's lines end in `\r\n`.
    pub crlf: bool,
    /// Where each comment marker (`///`, `//!`) of the block's lines is, fences included: the
    /// lexer must find a comment starting at each.
    pub markers: Vec<usize>,
    /// For lines of doc attributes, where each one's string literal lies: the lexer must find
    /// a string there.
    pub strings: Vec<(usize, usize)>,
    /// In a block comment (`/** */`): where the comment ends (after its `*/`). The lexer's
    /// comment starting at the marker must end there too (block comments nest). In a doc
    /// string over several lines: where the string ends. (A rewrite in either is checked by
    /// reading the whole file again: their bounds are not found by lines.)
    pub comment_end: Option<usize>,
}

/// One line of a doctest's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Where the line starts in the file (before the comment's indentation).
    pub file_start: usize,
    /// Where its code starts in [`Block::text`].
    pub virt: usize,
    /// Its code as pieces of the file, in order (one piece, but two for a `##` line, whose
    /// first `#` rustdoc drops); never empty: an empty line has one empty piece where its code
    /// would be.
    pub segs: Vec<Seg>,
    /// What a line added next to this one begins with: its comment prefix, `# ` included for a
    /// hidden line.
    pub prefix: String,
    /// What such a line ends with: nothing after a comment's code, the closing `"]` of a doc
    /// attribute.
    pub suffix: String,
    /// What code the line can hold as it is (a doc attribute's string cannot hold a `"`).
    pub quote: Quote,
    pub hidden: bool,
}

/// A piece of a line's code: `len` bytes at `virt` in the line's code are at `file` in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seg {
    pub virt: usize,
    pub file: usize,
    pub len: usize,
}

impl Line {
    /// The length of its code.
    pub fn code_len(&self) -> usize {
        self.segs.iter().map(|s| s.len).sum()
    }
}

/// Whether `text` could hold a doctest at all (a fence): files without one are not looked at.
pub fn may_hold(text: &str) -> bool {
    memchr::memmem::find(text.as_bytes(), b"```").is_some() || memchr::memmem::find(text.as_bytes(), b"~~~").is_some()
}

/// The doctests of `text` judged by its lines alone: a `///` in a string or a block comment is
/// taken for a comment here ([`confirm`] tells).
pub fn candidates(text: &str, opts: Doctests) -> Vec<Block> {
    let mut out = Vec::new();
    if !opts.enabled || !may_hold(text) {
        return out;
    }
    for doc in docs(text) {
        blocks_of(text, &doc, opts, &mut out);
    }
    out
}

/// Keeps the blocks whose every line is a comment for the lexer.
pub fn confirm(text: &str, edition: Edition, blocks: &mut Vec<Block>) {
    if blocks.is_empty() {
        return;
    }
    let lexed = ra_ap_parser::LexedStr::new(edition, text);
    let tokens = |kind| -> std::collections::HashMap<usize, usize> {
        (0..lexed.len())
            .filter(|&i| lexed.kind(i) == kind)
            .map(|i| (lexed.text_range(i).start, lexed.text_range(i).end))
            .collect()
    };
    let comments = tokens(ra_ap_parser::SyntaxKind::COMMENT);
    let strings = tokens(ra_ap_parser::SyntaxKind::STRING);
    blocks.retain(|b| {
        b.markers.iter().all(|m| comments.get(m).is_some_and(|&end| b.comment_end.is_none_or(|e| e == end)))
            && b.strings.iter().all(|(start, end)| strings.get(start) == Some(end))
    });
}

/// The doctests of `text`, confirmed by the lexer.
pub fn blocks(text: &str, edition: Edition, opts: Doctests) -> Vec<Block> {
    let mut out = candidates(text, opts);
    confirm(text, edition, &mut out);
    out
}

/// The lines around `at` (a line start) that may belong to the same doc comment: the doc and
/// blank lines before and after it. Reading them alone gives that comment's blocks as reading
/// the whole text does.
pub fn comment_around(text: &str, at: usize) -> Range<usize> {
    let doc_or_blank = |line: &str| {
        let t = line.trim_start();
        t.is_empty() || t.starts_with("///") || t.starts_with("//!") || attr::doc_attr(t.trim_end()).is_some()
    };
    let mut start = at;
    while start > 0 {
        let prev = text[..start - 1].rfind('\n').map_or(0, |i| i + 1);
        if !doc_or_blank(&text[prev..start - 1]) {
            break;
        }
        start = prev;
    }
    let mut end = at;
    while end < text.len() {
        let next = text[end..].find('\n').map_or(text.len(), |i| end + i + 1);
        if !doc_or_blank(&text[end..next]) {
            break;
        }
        end = next;
    }
    start..end
}

/// A line of a doc comment.
#[derive(Clone, Copy, Debug)]
struct DocLine {
    start: usize,
    marker: usize,
    /// Just after the marker.
    body: usize,
    /// Before the line's `\r\n` or `\n` (or a block comment's `*/`).
    end: usize,
    crlf: bool,
    /// The line of a block comment's `/**`: no fence on it is read (a line added next to one
    /// would begin with the opener).
    opener: bool,
    /// In a block comment: where the comment ends.
    comment_end: Option<usize>,
    /// Where the line's text ends (after a doc attribute's `"]`; `end` for a comment).
    tail: usize,
    /// A doc attribute's string literal.
    lit: Option<(usize, usize)>,
    quote: Quote,
}

/// The doc comments of `text`: runs of `///` (or of `//!`) lines, blank lines between them
/// allowed (rustdoc joins an item's doc comments).
fn docs(text: &str) -> Vec<Vec<DocLine>> {
    let mut out: Vec<Vec<DocLine>> = Vec::new();
    let mut current: Vec<DocLine> = Vec::new();
    let mut kind = 0u8;
    let mut start = 0;
    while start < text.len() {
        let nl = memchr::memchr(b'\n', &text.as_bytes()[start..]).map_or(text.len(), |i| start + i);
        let mut end = nl;
        let crlf = nl < text.len() && text[..nl].ends_with('\r');
        if crlf {
            end -= 1;
        }
        let line = &text[start..end];
        let lead = line.len() - line.trim_start_matches([' ', '\t']).len();
        let rest = &line[lead..];
        let opened = block_comment(text, start, start + lead).or_else(|| string_doc(text, start, start + lead));
        if let Some((doc, next)) = opened {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(doc);
            kind = 0;
            start = next;
            continue;
        }
        let marker = start + lead;
        let comment = |body| DocLine {
            start,
            marker,
            body,
            end,
            crlf,
            opener: false,
            comment_end: None,
            tail: end,
            lit: None,
            quote: Quote::Comment,
        };
        let (this, doc_line) = if rest.starts_with("///") && !rest.starts_with("////") {
            (b'/', Some(comment(marker + 3)))
        } else if rest.starts_with("//!") {
            (b'!', Some(comment(marker + 3)))
        } else if let Some(a) = rest.starts_with('#').then(|| attr::doc_attr(rest)).flatten() {
            let at = |o: usize| marker + o;
            let line = DocLine {
                body: at(a.text.0),
                end: at(a.text.1),
                lit: Some((at(a.lit.0), at(a.lit.1))),
                quote: a.quote,
                ..comment(0)
            };
            (b'#', Some(line))
        } else {
            (0, None)
        };
        if let Some(doc_line) = doc_line {
            if this != kind && !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            kind = this;
            current.push(doc_line);
        } else if !rest.is_empty() && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        start = nl + 1;
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The lines of the block doc comment (`/**` or `/*!`) opening at `marker` on the line at
/// `start`, and where the line after its `*/` starts. Each line's text is read as rustdoc
/// reads it: after a leading `*` when every line after the opener has one. `None` when no doc
/// comment opens there, or it closes on its opening line (no fence fits in it).
fn block_comment(text: &str, start: usize, marker: usize) -> Option<(Vec<DocLine>, usize)> {
    let rest = &text[marker..];
    let doc =
        (rest.starts_with("/**") && !rest.starts_with("/***") && !rest.starts_with("/**/")) || rest.starts_with("/*!");
    if !doc {
        return None;
    }
    let close = marker + 3 + memchr::memmem::find(&text.as_bytes()[marker + 3..], b"*/")?;
    let comment_end = close + 2;
    let mut lines = Vec::new();
    let mut line_start = start;
    while line_start <= close {
        let nl = memchr::memchr(b'\n', &text.as_bytes()[line_start..]).map_or(text.len(), |i| line_start + i);
        let crlf = nl < text.len() && text[..nl].ends_with('\r');
        let end = if nl > close {
            close
        } else if crlf {
            nl - 1
        } else {
            nl
        };
        let opener = line_start == start;
        let body = if opener { marker + 3 } else { line_start };
        lines.push(DocLine {
            start: line_start,
            marker,
            body,
            end,
            crlf,
            opener,
            comment_end: Some(comment_end),
            tail: end,
            lit: None,
            quote: Quote::Comment,
        });
        line_start = nl + 1;
    }
    if lines.len() < 2 {
        return None;
    }
    // rustdoc's horizontal trim: a `*` first on every line after the opener (the closing
    // line's too, unless `*/` is all it has) is not text.
    let star_at = |l: &DocLine| {
        let t = &text[l.body..l.end];
        let at = l.body + (t.len() - t.trim_start_matches([' ', '\t']).len());
        (text[at..].starts_with('*') && at < l.end).then_some(at)
    };
    let last = lines.len() - 1;
    let bare_close = text[lines[last].body..lines[last].end].trim().is_empty();
    let starred = lines[1..].iter().enumerate().all(|(i, l)| star_at(l).is_some() || (i + 1 == last && bare_close));
    if starred {
        for l in &mut lines[1..] {
            if let Some(at) = star_at(l) {
                l.body = at + 1;
            }
        }
    }
    let next = text[comment_end..].find('\n').map_or(text.len(), |i| comment_end + i + 1);
    Some((lines, next))
}

/// The lines of the doc attribute opening at `marker` whose string runs over several lines
/// (`#[doc = r#"` ... `"#]`), and where the line after its `]` starts. Each line's text is the
/// string's on that line, as rustdoc reads it; a line added between them needs no marker.
/// `None` for an attribute on one line (see `attr::doc_attr`), a plain string with an escape
/// (its text is not the file's bytes) or code after the `]`.
fn string_doc(text: &str, start: usize, marker: usize) -> Option<(Vec<DocLine>, usize)> {
    let open = attr::opening(&text[marker..])?;
    let text_start = marker + open.text;
    let close = text_start + text[text_start..].find(&open.closing())?;
    let inside = &text[text_start..close];
    if !inside.contains('\n') || (open.quote == Quote::Plain && inside.contains('\\')) {
        return None;
    }
    let lit_end = close + open.closing().len();
    let line_end = memchr::memchr(b'\n', &text.as_bytes()[lit_end..]).map_or(text.len(), |i| lit_end + i);
    if text[lit_end..line_end].trim() != "]" {
        return None;
    }
    let mut lines = Vec::new();
    let mut line_start = start;
    while line_start <= close {
        let nl = memchr::memchr(b'\n', &text.as_bytes()[line_start..]).map_or(text.len(), |i| line_start + i);
        let crlf = nl < text.len() && text[..nl].ends_with('\r');
        let last = nl >= close;
        let end = if last {
            close
        } else if crlf {
            nl - 1
        } else {
            nl
        };
        let opener = line_start == start;
        lines.push(DocLine {
            start: line_start,
            marker,
            body: if opener { text_start } else { line_start },
            end,
            crlf,
            opener,
            comment_end: Some(lit_end),
            // The closing line ends in `"#]`, which a line added after it would need too.
            tail: if last && crlf {
                nl - 1
            } else if last {
                nl
            } else {
                end
            },
            lit: Some((marker + open.lit, lit_end)),
            quote: open.quote,
        });
        line_start = nl + 1;
    }
    Some((lines, (line_end + 1).min(text.len())))
}

/// A line of markdown: a doc line's text after the indentation all its lines share.
struct MdLine {
    line: DocLine,
    /// Where the markdown text starts in the file.
    at: usize,
}

fn blocks_of(text: &str, doc: &[DocLine], opts: Doctests, out: &mut Vec<Block>) {
    let blank = |l: &DocLine| text[l.body..l.end].trim().is_empty();
    let indents: Vec<&str> = doc
        .iter()
        .filter(|l| !blank(l))
        .map(|l| {
            let body = &text[l.body..l.end];
            &body[..body.len() - body.trim_start().len()]
        })
        .collect();
    // Rustdoc counts a tab as several columns when it unindents: such comments are left alone
    // rather than read differently.
    if indents.iter().any(|i| i.contains(|c| c != ' ')) {
        return;
    }
    let unindent = indents.iter().map(|i| i.len()).min().unwrap_or(0);
    let md: Vec<MdLine> = doc.iter().map(|&l| MdLine { line: l, at: (l.body + unindent).min(l.end) }).collect();
    let md_text = |m: &MdLine| &text[m.at..m.line.end];
    let mut i = 0;
    while i < md.len() {
        let Some(fence) = Fence::open(md_text(&md[i])) else {
            i += 1;
            continue;
        };
        // An unterminated fence runs to the end of the comment: as the comment may go on past
        // what is seen here (after an attribute), such a block is left alone.
        let Some(close) = (i + 1..md.len()).find(|&j| fence.closes(md_text(&md[j]))) else { return };
        let tags = tags::parse(fence.info);
        let on_opener = md[i..=close].iter().any(|m| m.line.opener);
        if tags.rust && (!tags.compile_fail || opts.compile_fail) && !on_opener {
            out.push(block(text, &md[i..=close], &fence, tags.edition));
        }
        i = close + 1;
    }
}

/// An opening fence.
struct Fence<'t> {
    indent: usize,
    ch: u8,
    count: usize,
    info: &'t str,
}

impl<'t> Fence<'t> {
    fn open(line: &'t str) -> Option<Fence<'t>> {
        let indent = line.len() - line.trim_start_matches(' ').len();
        if indent > 3 {
            return None;
        }
        let rest = &line[indent..];
        let ch = *rest.as_bytes().first()?;
        if ch != b'`' && ch != b'~' {
            return None;
        }
        let count = rest.len() - rest.trim_start_matches(ch as char).len();
        let info = rest[count..].trim();
        (count >= 3 && !(ch == b'`' && info.contains('`'))).then_some(Fence { indent, ch, count, info })
    }

    fn closes(&self, line: &str) -> bool {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let rest = &line[indent..];
        let count = rest.len() - rest.trim_start_matches(self.ch as char).len();
        indent <= 3 && count >= self.count && rest[count..].trim().is_empty()
    }
}

/// The block between `md[0]` (its opening fence) and its last line (the closing fence).
fn block(text: &str, md: &[MdLine], fence: &Fence, edition: Option<Edition>) -> Block {
    let open = &md[0];
    let shown_prefix = text[open.line.start..open.at + fence.indent].to_owned();
    let mut code = String::new();
    let mut lines = Vec::new();
    for m in &md[1..md.len() - 1] {
        let raw = &text[m.at..m.line.end];
        let strip = (raw.len() - raw.trim_start_matches(' ').len()).min(fence.indent);
        let at = m.at + strip;
        let line = code_line(text, m.line.start, at, &text[at..m.line.end], &shown_prefix, strip == fence.indent);
        let virt = code.len();
        for s in &line.segs {
            code.push_str(&text[s.file..s.file + s.len]);
        }
        code.push('\n');
        let suffix = text[m.line.end..m.line.tail].to_owned();
        lines.push(Line { virt, suffix, quote: m.line.quote, ..line });
    }
    let wrap = !has_main(&code);
    let head = if wrap { MAIN_HEAD.len() } else { 0 };
    for l in &mut lines {
        l.virt += head;
    }
    let code_range = head..head + code.len();
    let text_out = if wrap { format!("{MAIN_HEAD}{code}{MAIN_TAIL}") } else { code };
    Block {
        text: text_out,
        code: code_range,
        lines,
        open: open.line.start,
        close: md[md.len() - 1].line.start,
        edition,
        shown_prefix,
        crlf: open.line.crlf,
        markers: md.iter().filter(|m| m.line.lit.is_none()).map(|m| m.line.marker).collect(),
        strings: md.iter().filter_map(|m| m.line.lit).collect(),
        comment_end: open.line.comment_end,
    }
}

/// A code line as rustdoc reads it: `# x` and `#` alone are hidden lines whose code is `x`
/// (and nothing), read after the line is trimmed; `##x` is the shown line `#x`.
fn code_line(text: &str, file_start: usize, at: usize, s: &str, shown_prefix: &str, full: bool) -> Line {
    let trimmed = s.trim();
    let lead = s.len() - s.trim_start().len();
    let hidden_prefix = || format!("{}# ", &text[file_start..at + lead]);
    let seg = |virt, file, len| Seg { virt, file, len };
    if trimmed.starts_with("##") {
        let k = lead;
        let segs = vec![seg(0, at, k), seg(k, at + k + 1, s.len() - k - 1)];
        let prefix = if full { text[file_start..at].to_owned() } else { shown_prefix.to_owned() };
        return Line { file_start, virt: 0, segs, prefix, hidden: false, suffix: String::new(), quote: Quote::Comment };
    }
    if let Some(rest) = trimmed.strip_prefix("# ") {
        let segs = vec![seg(0, at + lead + 2, rest.len())];
        return Line {
            file_start,
            virt: 0,
            segs,
            prefix: hidden_prefix(),
            hidden: true,
            suffix: String::new(),
            quote: Quote::Comment,
        };
    }
    if trimmed == "#" {
        return Line {
            file_start,
            virt: 0,
            segs: vec![seg(0, at + lead + 1, 0)],
            prefix: hidden_prefix(),
            hidden: true,
            suffix: String::new(),
            quote: Quote::Comment,
        };
    }
    let prefix = if full && !s.is_empty() { text[file_start..at].to_owned() } else { shown_prefix.to_owned() };
    Line {
        file_start,
        virt: 0,
        segs: vec![seg(0, at, s.len())],
        prefix,
        hidden: false,
        suffix: String::new(),
        quote: Quote::Comment,
    }
}

/// Whether the code has a `fn main` (rustdoc then compiles it as it is; else it wraps it).
fn has_main(code: &str) -> bool {
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let bytes = code.as_bytes();
    code.match_indices("fn").any(|(i, _)| {
        if i > 0 && ident(bytes[i - 1]) {
            return false;
        }
        let rest = &code[i + 2..];
        let after = rest.trim_start();
        after.len() < rest.len()
            && after.strip_prefix("main").is_some_and(|r| r.as_bytes().first().is_none_or(|&b| !ident(b)))
    })
}

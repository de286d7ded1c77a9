//! From a doctest's Rust text back to the file: positions (for reports) and edits (for
//! rewrites). An edit is mapped only when it lies in the code's lines; every line break it adds
//! is followed by a comment prefix (and a doc attribute's line closed first), so the new code
//! stays in the comment; code a doc attribute's string cannot hold without an escape is not
//! mapped. Whether the result
//! reads back as the rewritten code is checked afterwards (see `run`): what cannot be mapped
//! cleanly is refused, never written garbled.

use super::extract::{Block, Line};
use std::ops::Range;

/// Where a position lies: in line `i` at column `col`, or at the end of the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    Line(usize, usize),
    End,
}

impl Block {
    fn locate(&self, p: usize) -> Option<At> {
        if p < self.code.start || p > self.code.end {
            return None;
        }
        if p == self.code.end {
            return Some(At::End);
        }
        let i = self.lines.partition_point(|l| l.virt <= p).checked_sub(1)?;
        let col = p - self.lines[i].virt;
        (col <= self.lines[i].code_len()).then_some(At::Line(i, col))
    }

    /// The file offset of column `col` of line `i`.
    fn file_at(&self, i: usize, col: usize) -> usize {
        let line = &self.lines[i];
        let seg = line.segs.iter().find(|s| col <= s.virt + s.len).unwrap_or(&line.segs[line.segs.len() - 1]);
        seg.file + col.saturating_sub(seg.virt).min(seg.len)
    }

    /// The file offset of the end of the code's last line.
    fn file_at_end(&self) -> usize {
        match self.lines.len() {
            0 => self.close,
            n => self.file_at(n - 1, self.lines[n - 1].code_len()),
        }
    }

    /// The file offset for a position of the doctest's text, for showing a match: positions
    /// in the wrapper rustdoc adds are taken to the code's start or end.
    pub fn to_file(&self, p: usize) -> usize {
        let p = p.clamp(self.code.start, self.code.end);
        match self.locate(p) {
            Some(At::Line(i, col)) => self.file_at(i, col),
            // A position on a line break (never one of `locate`'s) cannot occur: lines are
            // contiguous; the end of the code is the end of its last line.
            _ => self.file_at_end(),
        }
    }

    /// The file range for a range of the doctest's text (see [`Block::to_file`]).
    pub fn range_to_file(&self, r: Range<usize>) -> Range<usize> {
        let (s, e) = (self.to_file(r.start), self.to_file(r.end));
        s..e.max(s)
    }

    /// The file edit making the edit `range` -> `new` of the doctest's text; `None` when it
    /// touches the wrapper or cannot be written as comment lines.
    ///
    /// A line the edit adds takes the prefix of the line it stands for: when the edit has as
    /// many lines as the code it replaces, the k-th new line that of the k-th old one (a shown
    /// line stays shown, a hidden one hidden); otherwise the old lines must all be shown or all
    /// hidden, and the new ones are like them.
    pub fn map_edit(&self, range: Range<usize>, new: &str) -> Option<(Range<usize>, String)> {
        let (s, e) = (self.locate(range.start)?, self.locate(range.end)?);
        if self.lines.is_empty() {
            return None;
        }
        let last = self.lines.len() - 1;
        let line_start = |at: At| matches!(at, At::End | At::Line(_, 0));
        // Whole lines replaced by whole lines: the comment lines are replaced.
        if line_start(s) && line_start(e) && (new.is_empty() || new.ends_with('\n')) {
            let index = |at: At| match at {
                At::Line(i, _) => i,
                At::End => self.lines.len(),
            };
            let (i, j) = (index(s), index(e));
            let file_of = |k: usize| self.lines.get(k).map_or(self.close, |l| l.file_start);
            // Lines added where none was removed look like the lines around them (the first
            // line, at the start; the last, at the end). Between a shown and a hidden line,
            // whether rustdoc should show them cannot be told: they belong to the code before
            // as often as to the code after.
            if i == j && i > 0 && i <= last && self.lines[i - 1].hidden != self.lines[i].hidden {
                return None;
            }
            let old = if i == j { i.min(last)..i.min(last) + 1 } else { i..j };
            let mut text = String::new();
            for (k, l) in new.split_inclusive('\n').enumerate() {
                let code = l.strip_suffix('\n').unwrap_or(l);
                let like = self.like(&old, k, new.split_inclusive('\n').count())?;
                if !like.quote.holds(code) {
                    return None;
                }
                text.push_str(prefix_for(like, code));
                text.push_str(code);
                text.push_str(&like.suffix);
                text.push_str(self.newline());
            }
            return Some((file_of(i)..file_of(j), text));
        }
        let At::Line(i, col) = s else { return None };
        let start = self.file_at(i, col);
        let (end, j, new) = match e {
            At::Line(j, col) => (self.file_at(j, col), j, new),
            // The code's last line break is the closing fence's: it stays.
            At::End => (self.file_at_end(), last, new.strip_suffix('\n')?),
        };
        let pieces = new.split('\n').count();
        let mut text = String::new();
        for (k, piece) in new.split('\n').enumerate() {
            // Shown and hidden lines joined into fewer (or split into more) lines: which of the
            // new ones rustdoc should hide cannot be told (`like` says none).
            let like = self.like(&(i..j + 1), k, pieces)?;
            if !like.quote.holds(piece) {
                return None;
            }
            if k > 0 {
                // The line before ends as the one it stands for does (a doc attribute's `"]`).
                text.push_str(&self.like(&(i..j + 1), k - 1, pieces)?.suffix);
                text.push_str(self.newline());
                text.push_str(prefix_for(like, piece));
            }
            text.push_str(piece);
        }
        Some((start..end, text))
    }

    /// The line whose prefix the `k`-th of `count` new lines replacing lines `old` takes.
    fn like(&self, old: &Range<usize>, k: usize, count: usize) -> Option<&Line> {
        let old_lines = &self.lines[old.clone()];
        if count == old_lines.len() {
            return Some(&old_lines[k]);
        }
        let hidden = old_lines[0].hidden;
        old_lines.iter().all(|l| l.hidden == hidden).then_some(&old_lines[0])
    }

    fn newline(&self) -> &'static str {
        if self.crlf { "\r\n" } else { "\n" }
    }
}

/// The prefix of a line holding `code`, beside `like`: without trailing white space for an
/// empty line.
fn prefix_for<'l>(like: &'l Line, code: &str) -> &'l str {
    if code.is_empty() { like.prefix.trim_end() } else { &like.prefix }
}

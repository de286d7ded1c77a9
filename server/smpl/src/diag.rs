//! Errors found while parsing a patch, located by byte range in the patch text.

use ra_ap_syntax::{TextRange, TextSize};

/// One problem in a `.cocci` file. `range` is in bytes of the patch text; use [`LineCol`] to show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SmplError {
    pub range: TextRange,
    pub message: String,
}

impl SmplError {
    pub fn new(range: TextRange, message: impl Into<String>) -> SmplError {
        SmplError { range, message: message.into() }
    }

    pub fn at(offset: usize, message: impl Into<String>) -> SmplError {
        let o = TextSize::new(offset as u32);
        SmplError::new(TextRange::empty(o), message)
    }

    /// `line:col` (1-based, columns in characters) of the start of the error in `text`.
    pub fn line_col(&self, text: &str) -> LineCol {
        LineCol::of(text, self.range.start().into())
    }

    /// `file:line:col: error: message`, the form compilers print.
    pub fn render(&self, file: &str, text: &str) -> String {
        self.render_as("error", file, text)
    }

    /// `file:line:col: warning: message`, for one of [`crate::Parsed`]'s warnings.
    pub fn render_warning(&self, file: &str, text: &str) -> String {
        self.render_as("warning", file, text)
    }

    fn render_as(&self, severity: &str, file: &str, text: &str) -> String {
        let lc = self.line_col(text);
        format!("{file}:{}:{}: {severity}: {}", lc.line, lc.col, self.message)
    }
}

/// A 1-based line and column; the column counts characters, not bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

impl LineCol {
    pub fn of(text: &str, offset: usize) -> LineCol {
        let offset = floor_char_boundary(text, offset.min(text.len()));
        let before = &text[..offset];
        let line = before.matches('\n').count() as u32 + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = before[line_start..].chars().count() as u32 + 1;
        LineCol { line, col }
    }
}

/// Line starts of a text, for turning many offsets into lines and columns.
pub struct LineIndex<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

impl<'t> LineIndex<'t> {
    pub fn new(text: &'t str) -> LineIndex<'t> {
        let mut starts = vec![0];
        starts.extend(memchr_newlines(text));
        LineIndex { text, starts }
    }

    pub fn line_col(&self, offset: usize) -> LineCol {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let col = self.text[self.starts[line]..offset].chars().count() as u32 + 1;
        LineCol { line: line as u32 + 1, col }
    }
}

fn memchr_newlines(text: &str) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1)
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_characters() {
        let text = "ab\nçé x";
        assert_eq!(LineCol::of(text, 0), LineCol { line: 1, col: 1 });
        assert_eq!(LineCol::of(text, 3), LineCol { line: 2, col: 1 });
        // 'x' is after two 2-byte characters and a space.
        assert_eq!(LineCol::of(text, 8), LineCol { line: 2, col: 4 });
        let index = LineIndex::new(text);
        for offset in 0..=text.len() {
            if text.is_char_boundary(offset) {
                assert_eq!(index.line_col(offset), LineCol::of(text, offset), "offset {offset}");
            }
        }
    }
}

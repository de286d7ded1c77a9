//! Positions at the protocol's edge: LSP positions count lines and code units of UTF-16 (or of
//! UTF-8 when the client offers it); the rest of cocci counts bytes.

use line_index::{LineCol, LineIndex, WideEncoding, WideLineCol};
use ra_ap_syntax::{TextRange, TextSize};
use tower_lsp_server::ls_types::{Position, Range};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Utf16,
}

/// A text's lines, for converting between byte offsets and LSP positions.
pub struct Lines<'t> {
    index: LineIndex,
    text: &'t str,
    enc: Encoding,
}

impl<'t> Lines<'t> {
    pub fn new(text: &'t str, enc: Encoding) -> Lines<'t> {
        Lines { index: LineIndex::new(text), text, enc }
    }

    pub fn position(&self, offset: TextSize) -> Position {
        let offset = offset.min(self.index.len());
        let lc = self.index.line_col(offset);
        match self.enc {
            Encoding::Utf8 => Position::new(lc.line, lc.col),
            Encoding::Utf16 => {
                let wide =
                    self.index.to_wide(WideEncoding::Utf16, lc).unwrap_or(WideLineCol { line: lc.line, col: lc.col });
                Position::new(wide.line, wide.col)
            }
        }
    }

    pub fn range(&self, r: TextRange) -> Range {
        Range::new(self.position(r.start()), self.position(r.end()))
    }

    /// The byte offset of `p`; positions past a line's end clamp to it, past the text to its end.
    pub fn offset(&self, p: Position) -> TextSize {
        let Some(line) = self.index.line(p.line) else { return self.index.len() };
        let lc = match self.enc {
            Encoding::Utf8 => Some(LineCol { line: p.line, col: p.character }),
            Encoding::Utf16 => self.index.to_utf8(WideEncoding::Utf16, WideLineCol { line: p.line, col: p.character }),
        };
        // The line's own end, before its line break.
        let line_text = &self.text[usize::from(line.start())..usize::from(line.end())];
        let content = line_text.trim_end_matches(['\n', '\r']).len();
        let text_end = line.start() + TextSize::new(content as u32);
        match lc.and_then(|lc| self.index.offset(lc)) {
            Some(o) if o <= text_end => o,
            _ => text_end,
        }
    }

    pub fn text_range(&self, r: Range) -> TextRange {
        let start = self.offset(r.start);
        TextRange::new(start, self.offset(r.end).max(start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf16_counts_surrogate_pairs_and_cjk() {
        // '🦀' is 4 bytes and 2 UTF-16 units; '漢' is 3 bytes and 1 unit.
        let text = "a🦀漢b\nx";
        let l16 = Lines::new(text, Encoding::Utf16);
        let l8 = Lines::new(text, Encoding::Utf8);
        let b = TextSize::new(text.find('b').unwrap() as u32);
        assert_eq!(l16.position(b), Position::new(0, 4));
        assert_eq!(l8.position(b), Position::new(0, 8));
        assert_eq!(l16.offset(Position::new(0, 4)), b);
        assert_eq!(l8.offset(Position::new(0, 8)), b);
        assert_eq!(l16.position(TextSize::new(text.len() as u32)), Position::new(1, 1));
    }

    #[test]
    fn out_of_range_positions_clamp() {
        let l = Lines::new("ab\ncd", Encoding::Utf16);
        assert_eq!(l.offset(Position::new(0, 99)), TextSize::new(2));
        assert_eq!(l.offset(Position::new(7, 0)), TextSize::new(5));
    }
}

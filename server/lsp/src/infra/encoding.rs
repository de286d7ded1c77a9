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

    /// The LSP position of a byte offset (one past the text clamps to its end, one inside a
    /// character to the character's start).
    pub fn position(&self, offset: TextSize) -> Position {
        let offset = TextSize::new(self.text.floor_char_boundary(usize::from(offset)) as u32);
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

    /// The byte offset of `p`. Never fails: as rust-analyzer does, a position past a line's end
    /// clamps to it and one past the text to its end; one inside a character (a column in the
    /// middle of a UTF-16 surrogate pair or of a UTF-8 sequence) clamps to the character's start,
    /// so an edit there can never split a character (`String::replace_range` would panic).
    pub fn offset(&self, p: Position) -> TextSize {
        let Some(line) = self.index.line(p.line) else { return self.index.len() };
        let lc = match self.enc {
            Encoding::Utf8 => Some(LineCol { line: p.line, col: p.character }),
            Encoding::Utf16 => self.index.to_utf8(WideEncoding::Utf16, WideLineCol { line: p.line, col: p.character }),
        };
        // The line's own end, before its line break (`\n` or `\r\n`: the line index breaks lines
        // at `\n` only, so a `\r` before a `\r\n` is the line's own).
        let line_text = &self.text[usize::from(line.start())..usize::from(line.end())];
        let content = line_text.strip_suffix('\n').map_or(line_text, |t| t.strip_suffix('\r').unwrap_or(t)).len();
        let text_end = line.start() + TextSize::new(content as u32);
        let o = match lc.and_then(|lc| self.index.offset(lc)) {
            Some(o) if o <= text_end => o,
            _ => text_end,
        };
        TextSize::new(self.text.floor_char_boundary(usize::from(o)) as u32)
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
    fn positions_inside_a_character_clamp_to_its_start() {
        // '🦀' takes bytes 1..5 and UTF-16 units 1..3; '漢' bytes 5..8, unit 3.
        let text = "a🦀漢b";
        let l16 = Lines::new(text, Encoding::Utf16);
        assert_eq!(l16.offset(Position::new(0, 2)), TextSize::new(1), "between the surrogates");
        assert_eq!(l16.offset(Position::new(0, 3)), TextSize::new(5));
        let l8 = Lines::new(text, Encoding::Utf8);
        for col in 2..5 {
            assert_eq!(l8.offset(Position::new(0, col)), TextSize::new(1), "byte {col} of the crab");
        }
        assert_eq!(l8.offset(Position::new(0, 6)), TextSize::new(5), "inside '漢'");
        // And back: an offset inside a character is the character's position.
        assert_eq!(l16.position(TextSize::new(3)), Position::new(0, 1));
        assert_eq!(l16.position(TextSize::new(99)), Position::new(0, 5));
        // Every position of every line gives an offset where the text can be cut.
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            let text = "é\r\n🦀x\n\u{10FFFF}";
            let lines = Lines::new(text, enc);
            for line in 0..4 {
                for col in 0..12 {
                    let o = usize::from(lines.offset(Position::new(line, col)));
                    assert!(text.is_char_boundary(o), "{enc:?} {line}:{col} -> {o}");
                }
            }
        }
    }

    #[test]
    fn out_of_range_positions_clamp() {
        let l = Lines::new("ab\ncd", Encoding::Utf16);
        assert_eq!(l.offset(Position::new(0, 99)), TextSize::new(2));
        assert_eq!(l.offset(Position::new(7, 0)), TextSize::new(5));
    }

    #[test]
    fn a_carriage_return_before_a_line_break_is_the_lines_own() {
        // `x\r\r\n`: the line break is the last `\r\n`; the first `\r` is on the line, and the
        // position after it names it (fuzz finding 64c24ee3: the server's edit lost it).
        let text = "x\r\r\ny\r\n";
        let l = Lines::new(text, Encoding::Utf16);
        for o in [0, 1, 2, 4, 5] {
            let at = TextSize::new(o);
            assert_eq!(l.offset(l.position(at)), at, "offset {o}");
        }
        assert_eq!(l.offset(Position::new(0, 9)), TextSize::new(2), "past the line's end: before its `\r\n`");
    }
}

//! Line and column numbers of reports, with columns counted the way the reader wants.
//!
//! rustc reports 1-based columns counting characters (Unicode scalar values): `é` is one
//! column, `🦀` one. That is the default. LSP clients and VS Code count UTF-16 code units
//! (`🦀` is two); Vim's `col()` and byte-oriented tools count UTF-8 bytes (`é` is two).

use line_index::{LineIndex, TextSize, WideEncoding};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Columns {
    /// UTF-8 bytes, as Vim's col() counts.
    Utf8,
    /// UTF-16 code units, as VS Code and the LSP count.
    Utf16,
    /// Characters (Unicode scalar values), as rustc counts.
    #[default]
    Chars,
}

/// A 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

/// Positions in one text.
pub struct Positions {
    index: LineIndex,
    unit: Columns,
}

impl Positions {
    pub fn new(text: &str, unit: Columns) -> Positions {
        Positions { index: LineIndex::new(text), unit }
    }

    /// The position of a byte offset.
    pub fn at(&self, offset: ra_ap_syntax::TextSize) -> Pos {
        let lc = self.index.line_col(TextSize::from(u32::from(offset)));
        let wide = |e| self.index.to_wide(e, lc).map_or(lc.col, |w| w.col);
        let col = match self.unit {
            Columns::Utf8 => lc.col,
            Columns::Utf16 => wide(WideEncoding::Utf16),
            Columns::Chars => wide(WideEncoding::Utf32),
        };
        Pos { line: lc.line + 1, col: col + 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_unit_counts_what_it_says() {
        let text = "fn f() {}\nlet s = \"é🦀\"; x\n";
        let x = ra_ap_syntax::TextSize::from(text.rfind('x').unwrap() as u32);
        let at = |unit| Positions::new(text, unit).at(x);
        // `let s = "` is 9 columns in every unit, then é, 🦀, `"; `.
        assert_eq!(at(Columns::Chars), Pos { line: 2, col: 9 + 2 + 3 + 1 });
        assert_eq!(at(Columns::Utf16), Pos { line: 2, col: 9 + 3 + 3 + 1 });
        assert_eq!(at(Columns::Utf8), Pos { line: 2, col: 9 + 6 + 3 + 1 });
        assert_eq!(Positions::new(text, Columns::Chars).at(0.into()), Pos { line: 1, col: 1 });
    }
}

//! The tree of a rewritten text, made from the tree before the rewrite by re-parsing only the
//! ranges it replaced: checking that a rewrite parses must not cost a parse of the whole file.

use crate::Edition;
use ra_ap_syntax::{SourceFile, TextRange};

/// How many replaced ranges [`reparsed`] re-parses one by one (most rewritten files have a few).
const REPARSED_RANGES: usize = 4;

/// The tree of `new_text`, made from the old text's by re-parsing each replaced range, last
/// first (earlier ranges keep their offsets): rust-analyzer re-lexes a token or re-parses the
/// block around it where it can, and the whole text only where it cannot. Parsing every
/// rewritten file again from scratch was a fifth of what the `...` patch spent beyond parsing.
/// A tree whose text is not `new_text` is not trusted: the text is parsed from scratch.
pub(crate) fn reparsed(
    before: &ra_ap_syntax::Parse<SourceFile>,
    replaced: &[(TextRange, usize)],
    new_text: &str,
    edition: Edition,
) -> ra_ap_syntax::Parse<SourceFile> {
    // Each reparse re-parses at least the block around its range: for many ranges in one
    // block (20,000 rewritten statements of one fn) that is quadratic, and one parse is less.
    if replaced.len() > REPARSED_RANGES {
        return SourceFile::parse(new_text, edition);
    }
    let starts: Vec<usize> = new_ranges(replaced).iter().map(|r| usize::from(r.start())).collect();
    let mut parse = before.clone();
    for ((range, len), &start) in replaced.iter().zip(&starts).rev() {
        let Some(insert) = new_text.get(start..start + len) else { return SourceFile::parse(new_text, edition) };
        parse = parse.reparse(*range, insert, edition);
    }
    if parse.syntax_node().text() == new_text { parse } else { SourceFile::parse(new_text, edition) }
}

/// Where the `replaced` ranges (of the old text, with the length of their new text, in order)
/// are in the new text.
pub(crate) fn new_ranges(replaced: &[(TextRange, usize)]) -> Vec<TextRange> {
    let mut delta: i64 = 0;
    replaced
        .iter()
        .map(|(range, len)| {
            let start = (i64::from(u32::from(range.start())) + delta) as u32;
            delta += *len as i64 - i64::from(u32::from(range.len()));
            TextRange::at(start.into(), (*len as u32).into())
        })
        .collect()
}

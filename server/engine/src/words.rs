//! Where the words of a [`Req`] occur in a file's text, found once per word, so that whether a
//! range of the text holds them is a binary search, not a scan of that range.
//!
//! The searches ask this of ranges that nest (a body, each of its statements, each of their
//! subexpressions) and of the text before and after every candidate statement: scanning each
//! range made those checks cost as much as the matching they were meant to save.

use crate::prefilter::Req;
use ra_ap_syntax::TextRange;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The occurrences of words in one text, each word searched for when first asked about.
pub struct WordIndex<'t> {
    text: &'t [u8],
    starts: RefCell<HashMap<String, Rc<[u32]>>>,
}

impl<'t> WordIndex<'t> {
    pub fn new(text: &'t str) -> WordIndex<'t> {
        WordIndex { text: text.as_bytes(), starts: RefCell::default() }
    }

    /// Whether the text in `range` holds the words `req` needs: the same answer as
    /// [`Req::check`] on that slice (a range outside the text holds nothing).
    pub fn holds(&self, req: &Req, range: TextRange) -> bool {
        if usize::from(range.end()) > self.text.len() {
            return false;
        }
        self.holds_in(req, range)
    }

    fn holds_in(&self, req: &Req, range: TextRange) -> bool {
        match req {
            Req::True => true,
            Req::Word(w) => self.occurs(w, range),
            Req::All(items) => items.iter().all(|r| self.holds_in(r, range)),
            Req::Any(items) => items.iter().any(|r| self.holds_in(r, range)),
        }
    }

    fn occurs(&self, word: &str, range: TextRange) -> bool {
        if word.is_empty() {
            return true;
        }
        let starts = self.starts_of(word);
        // Every occurrence has the word's length: the first one starting in the range ends
        // first.
        let (start, end) = (u32::from(range.start()), u32::from(range.end()));
        let first = starts.partition_point(|&s| s < start);
        starts.get(first).is_some_and(|&s| s as usize + word.len() <= end as usize)
    }

    fn starts_of(&self, word: &str) -> Rc<[u32]> {
        if let Some(found) = self.starts.borrow().get(word) {
            return found.clone();
        }
        // Overlapping occurrences too (`aa` in `aaa` starts at 0 and 1): a range may hold the
        // second without the first.
        let finder = memchr::memmem::Finder::new(word.as_bytes());
        let mut found = Vec::new();
        let mut from = 0;
        while let Some(at) = finder.find(&self.text[from..]) {
            found.push((from + at) as u32);
            from += at + 1;
        }
        let found: Rc<[u32]> = found.into();
        self.starts.borrow_mut().insert(word.to_owned(), found.clone());
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(a: u32, b: u32) -> TextRange {
        TextRange::new(a.into(), b.into())
    }

    /// The index gives the answers of a scan of every range of a text.
    #[test]
    fn agrees_with_scanning_every_range() {
        let text = "let aa = aaa; fn let_x() { delete(a) }";
        let reqs = [
            Req::Word("let".into()),
            Req::Word("aa".into()),
            Req::All(vec![Req::Word("let".into()), Req::Word("fn".into())]),
            Req::Any(vec![Req::Word("zz".into()), Req::Word("a)".into())]),
            Req::True,
        ];
        let index = WordIndex::new(text);
        let n = text.len() as u32;
        for req in &reqs {
            for a in 0..=n {
                for b in a..=n {
                    let scanned = req.check(&text.as_bytes()[a as usize..b as usize]);
                    assert_eq!(
                        index.holds(req, range(a, b)),
                        scanned,
                        "{req:?} in {:?}",
                        &text[a as usize..b as usize]
                    );
                }
            }
        }
    }

    #[test]
    fn a_range_past_the_text_holds_nothing() {
        let index = WordIndex::new("let");
        assert!(!index.holds(&Req::True, range(0, 4)));
        assert!(index.holds(&Req::Word("let".into()), range(0, 3)));
    }
}

//! Where the words of a [`Req`] occur in a file's text as whole words, found once per word, so
//! that whether a range of the text holds them is a binary search, not a scan of that range.
//! (A match is made of whole tokens: where the pattern names `e`, the `e` of `else` is no
//! sign of one.)
//!
//! The searches ask this of ranges that nest (a body, each of its statements, each of their
//! subexpressions) and of the text before and after every candidate statement: scanning each
//! range made those checks cost as much as the matching they were meant to save.

use crate::prepare::prefilter::Req;
use ra_ap_syntax::TextRange;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The occurrences of words in one text, each word searched for when first asked about.
pub struct WordIndex<'t> {
    text: &'t [u8],
    starts: RefCell<HashMap<String, Rc<[u32]>>>,
    /// The words asked about last, found by comparing them: the words asked about are the few
    /// of a rule's requirements, asked again and again (for every node the search enters), and
    /// hashing the word each time cost more than the binary search it leads to.
    recent: RefCell<Vec<(Box<str>, Starts)>>,
    /// How many of `recent` were replaced (the next to go, modulo its size).
    replaced: std::cell::Cell<usize>,
    /// Whether a name may name another item in this text than in a patch (see `rebind`),
    /// found once per name.
    rebinds: RefCell<HashMap<String, bool>>,
}

/// Where a word starts, in order.
type Starts = Rc<[u32]>;

/// How many words [`WordIndex`] finds by comparing (a rule's requirements name a few).
const RECENT: usize = 8;

impl<'t> WordIndex<'t> {
    pub fn new(text: &'t str) -> WordIndex<'t> {
        WordIndex {
            text: text.as_bytes(),
            starts: RefCell::default(),
            recent: RefCell::default(),
            replaced: Default::default(),
            rebinds: RefCell::default(),
        }
    }

    /// [`crate::prepare::rebind::may_rebind`]'s answer for `name`, computed by `compute` the first time.
    pub(crate) fn remembered_rebind(&self, name: &str, compute: impl FnOnce() -> bool) -> bool {
        if let Some(&known) = self.rebinds.borrow().get(name) {
            return known;
        }
        let answer = compute();
        self.rebinds.borrow_mut().insert(name.to_owned(), answer);
        answer
    }

    /// Whether the text in `range` holds the words `req` needs, each as a whole word (a range
    /// outside the text holds nothing).
    pub fn holds(&self, req: &Req, range: TextRange) -> bool {
        if usize::from(range.end()) > self.text.len() {
            return false;
        }
        self.holds_in(req, range)
    }

    /// Whether the text of `outer` around `inner` (before it or after it) holds the words
    /// `req` needs; `None` if `inner` is not inside `outer`.
    pub fn holds_around(&self, req: &Req, outer: TextRange, inner: TextRange) -> Option<bool> {
        if !outer.contains_range(inner) {
            return None;
        }
        let before = TextRange::new(outer.start(), inner.start());
        let after = TextRange::new(inner.end(), outer.end());
        Some(self.holds(req, before) || self.holds(req, after))
    }

    /// Calls `f` with the start of every whole-word occurrence of `word` inside `range`, in
    /// order.
    pub fn each_in(&self, word: &str, range: TextRange, mut f: impl FnMut(usize)) {
        if word.is_empty() {
            return;
        }
        let starts = self.starts_of(word);
        let (start, end) = (u32::from(range.start()) as usize, u32::from(range.end()) as usize);
        let first = starts.partition_point(|&s| (s as usize) < start);
        for &s in starts[first..].iter().take_while(|&&s| s as usize + word.len() <= end) {
            f(s as usize);
        }
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
        if let Some((_, found)) = self.recent.borrow().iter().find(|(w, _)| **w == *word) {
            return found.clone();
        }
        let found = self.starts_by_word(word);
        let mut recent = self.recent.borrow_mut();
        if recent.len() < RECENT {
            recent.push((word.into(), found.clone()));
        } else {
            // Words asked about change as the search moves on (each `let`'s own name): the
            // newest takes the place of the one found longest ago.
            let oldest = self.replaced.get() % RECENT;
            recent[oldest] = (word.into(), found.clone());
            self.replaced.set(oldest + 1);
        }
        found
    }

    fn starts_by_word(&self, word: &str) -> Rc<[u32]> {
        if let Some(found) = self.starts.borrow().get(word) {
            return found.clone();
        }
        // Whole words only: `e` in `else` is not the name `e` (where the word starts or ends
        // with a character of names). Overlapping occurrences too: a range may hold the
        // second without the first.
        let w = word.as_bytes();
        let (check_before, check_after) = (is_name_byte(w[0]), is_name_byte(w[w.len() - 1]));
        let finder = memchr::memmem::Finder::new(w);
        let mut found = Vec::new();
        let mut from = 0;
        while let Some(at) = finder.find(&self.text[from..]) {
            let (start, end) = (from + at, from + at + w.len());
            let alone_before = !check_before || start == 0 || !is_name_byte(self.text[start - 1]);
            let alone_after = !check_after || end == self.text.len() || !is_name_byte(self.text[end]);
            if alone_before && alone_after {
                found.push(start as u32);
            }
            from = start + 1;
        }
        let found: Rc<[u32]> = found.into();
        self.starts.borrow_mut().insert(word.to_owned(), found.clone());
        found
    }
}

/// Whether a byte can be part of a name (ASCII letters, digits, `_`, and any byte of a
/// non-ASCII character).
fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(a: u32, b: u32) -> TextRange {
        TextRange::new(a.into(), b.into())
    }

    /// Whether `word` occurs as a whole word of `text` within `a..b` (the reference the index
    /// must agree with: whole in the text, not merely in the range).
    fn scan(text: &str, word: &str, a: usize, b: usize) -> bool {
        let (t, w) = (text.as_bytes(), word.as_bytes());
        (a..=b.saturating_sub(w.len())).any(|i| {
            t[i..b].starts_with(w)
                && (i == 0 || !is_name_byte(t[i - 1]) || !is_name_byte(w[0]))
                && (i + w.len() == t.len() || !is_name_byte(t[i + w.len()]) || !is_name_byte(w[w.len() - 1]))
        })
    }

    fn scan_req(req: &Req, text: &str, a: usize, b: usize) -> bool {
        match req {
            Req::True => true,
            Req::Word(w) => scan(text, w, a, b),
            Req::All(items) => items.iter().all(|r| scan_req(r, text, a, b)),
            Req::Any(items) => items.iter().any(|r| scan_req(r, text, a, b)),
        }
    }

    /// More words than the index compares (they take turns in its recent list): every answer
    /// still that of a scan, asked in rounds so that each word is evicted and found again.
    #[test]
    fn many_words_asked_in_turn_keep_their_answers() {
        let words: Vec<String> = (0..3 * RECENT).map(|i| format!("w{i}")).collect();
        let text: String = words.iter().step_by(2).map(|w| format!("{w} ")).collect();
        let index = WordIndex::new(&text);
        for _round in 0..3 {
            for w in &words {
                let req = Req::Word(w.clone());
                for (a, b) in [(0, text.len()), (0, text.len() / 2), (text.len() / 2, text.len())] {
                    assert_eq!(index.holds(&req, range(a as u32, b as u32)), scan(&text, w, a, b), "{w} in {a}..{b}");
                }
            }
        }
    }

    /// The index gives the answers of a scan of every range of a text.
    #[test]
    fn agrees_with_scanning_every_range() {
        let text = "let aa = aaa; fn let_x() { delete(a) } a-a-a é_e e";
        let reqs = [
            Req::Word("let".into()),
            Req::Word("aa".into()),
            Req::Word("a-a".into()),
            Req::Word("e".into()),
            Req::All(vec![Req::Word("let".into()), Req::Word("fn".into())]),
            Req::Any(vec![Req::Word("zz".into()), Req::Word("a)".into())]),
            Req::True,
        ];
        let index = WordIndex::new(text);
        let n = text.len() as u32;
        for req in &reqs {
            for a in (0..=n).filter(|&a| text.is_char_boundary(a as usize)) {
                for b in (a..=n).filter(|&b| text.is_char_boundary(b as usize)) {
                    let slice = &text[a as usize..b as usize];
                    let scanned = scan_req(req, text, a as usize, b as usize);
                    assert_eq!(index.holds(req, range(a, b)), scanned, "{req:?} in {slice:?}");
                }
            }
        }
    }

    #[test]
    fn parts_of_names_are_not_words() {
        let index = WordIndex::new("else delete e_1");
        assert!(!index.holds(&Req::Word("e".into()), range(0, 15)));
        assert!(!index.holds(&Req::Word("let".into()), range(0, 15)));
        assert!(index.holds(&Req::Word("e_1".into()), range(0, 15)));
    }

    #[test]
    fn a_range_past_the_text_holds_nothing() {
        let index = WordIndex::new("let");
        assert!(!index.holds(&Req::True, range(0, 4)));
        assert!(index.holds(&Req::Word("let".into()), range(0, 3)));
    }
}

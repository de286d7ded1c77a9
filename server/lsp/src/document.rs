//! Open documents: their text and version, and for Rust files the caches matching keeps
//! between versions (the syntax tree, control-flow graphs, each fn's reports). `matching`
//! fills and reads the caches; their types live here, so a document needs nothing of matching.
//!
//! A `didChange` only edits the text: the handler must apply changes in arrival order before
//! its first `.await`, so it does nothing that takes time or stack. The tree is brought up to
//! date by the next match, on a pool thread (see [`Caches::tree`]).

use crate::infra::encoding::{Encoding, Lines};
use ra_ap_syntax::{Edition, SourceFile, TextRange, TextSize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tower_lsp_server::ls_types::{Range, TextDocumentContentChangeEvent, Uri};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Rust,
    Cocci,
    Other,
}

impl Lang {
    pub fn of(uri: &Uri, language_id: Option<&str>) -> Lang {
        let path = uri.path().as_str();
        match language_id {
            Some("rust") => Lang::Rust,
            Some("cocci" | "smpl") => Lang::Cocci,
            _ if path.ends_with(".rs") => Lang::Rust,
            _ if path.ends_with(".cocci") => Lang::Cocci,
            _ => Lang::Other,
        }
    }
}

/// A syntax tree and the text it is of.
pub struct Tree {
    text: Arc<str>,
    parse: ra_ap_syntax::Parse<SourceFile>,
    /// Its syntax errors, validation included.
    errors: usize,
    /// Its parts too deep to work on, measured once for every run on this version.
    deep: Arc<[frag::depth::Deep]>,
}

/// What matching keeps between versions of a document.
#[derive(Default)]
pub struct Caches {
    /// The tree of the last text matched.
    tree: Option<Tree>,
    /// Control-flow graphs of the bodies, by body text.
    pub graphs: cfg::CfgCache,
    /// Reports of a one-rule patch in one fn, by patch and fn text (see `matching`).
    pub units: HashMap<u64, Arc<UnitFound>>,
    /// How many times a fn was matched (not taken from `units`), for tests.
    pub units_matched: usize,
}

impl Caches {
    /// The syntax tree of `text` and its number of syntax errors (`Parse::errors`, which
    /// validates the whole tree: counted once per text, here): the kept one if it is of this
    /// text, else the kept one re-parsed incrementally over the span where the texts differ
    /// (however many changes made the difference), else a full parse. Kept for the next time.
    ///
    /// Only trees without syntax errors are re-parsed incrementally: where the parser recovers
    /// from an error, re-parsing a block can give another tree than parsing the whole text
    /// (fuzz finding 6cf129e5: a broken fn header matched in the server, not in `cocci check`).
    /// The server must match what the CLI matches.
    pub fn tree(
        &mut self,
        text: &Arc<str>,
        edition: Edition,
    ) -> (ra_ap_syntax::Parse<SourceFile>, usize, Arc<[frag::depth::Deep]>) {
        let full = || {
            let parse = SourceFile::parse(text, edition);
            let errors = parse.errors().len();
            (parse, errors)
        };
        let (parse, errors) = match &self.tree {
            Some(t) if *t.text == **text => return (t.parse.clone(), t.errors, t.deep.clone()),
            Some(t) if t.errors == 0 => match minimal_edit(&t.text, text) {
                Some((range, insert)) => {
                    let parse = t.parse.reparse(range, &insert, edition);
                    // The items the edit is in, checked alone: not the whole tree again.
                    let replaced = [(range, insert.len())];
                    let clean = frag::edited_items_parse(&t.parse.syntax_node(), &replaced, text, edition)
                        .unwrap_or_else(|| parse.errors().is_empty());
                    if clean { (parse, 0) } else { full() }
                }
                None => (t.parse.clone(), 0),
            },
            _ => full(),
        };
        // Items the re-parse kept keep their measure: an edit walks only the items it made.
        let deep: Arc<[frag::depth::Deep]> = match &self.tree {
            Some(t) => frag::depth::deep_parts_after(
                &parse.syntax_node(),
                frag::depth::MAX_DEPTH,
                &t.parse.syntax_node(),
                &t.deep,
            ),
            None => frag::depth::deep_parts(&parse.syntax_node(), frag::depth::MAX_DEPTH),
        }
        .into();
        self.tree = Some(Tree { text: text.clone(), parse: parse.clone(), errors, deep: deep.clone() });
        (parse, errors, deep)
    }
}

/// What a one-rule patch found in one fn, kept by the fn's text: reports, and problems with
/// their offsets relative to the start of the fn's first line. Made and read by `matching`;
/// kept here, with the rest of what a document keeps between versions.
#[derive(Default)]
pub struct UnitFound {
    pub reports: Vec<UnitReport>,
    pub problems: Vec<(Option<i64>, engine::Problem)>,
    /// A typed patch's skipped candidates, their ranges relative as the reports'.
    pub skips: Vec<(Option<(i64, i64)>, engine::Skip)>,
    /// Macro calls the engine could not look into (their token trees), relative likewise.
    pub not_entered: Vec<(i64, i64)>,
}

/// A report kept for a fn, its offsets relative to the start of the fn's first line.
#[derive(Clone)]
pub struct UnitReport {
    pub report: engine::Report,
    pub range: (i64, i64),
    pub fix: Vec<(i64, i64)>,
}

pub struct Document {
    pub version: i32,
    pub text: Arc<str>,
    pub lang: Lang,
    pub edition: Edition,
    pub caches: Arc<Mutex<Caches>>,
}

impl Document {
    pub fn new(lang: Lang, version: i32, text: String, edition: Edition) -> Document {
        Document { version, text: text.into(), lang, edition, caches: Default::default() }
    }

    /// Applies the changes of a `didChange`, in order (each in the text the previous left).
    pub fn apply_changes(&mut self, version: i32, changes: Vec<TextDocumentContentChangeEvent>, enc: Encoding) {
        let mut text = self.text.to_string();
        for change in changes {
            match change.range {
                Some(range) => apply_change(&mut text, range, &change.text, enc),
                None => text = change.text,
            }
        }
        self.text = text.into();
        self.version = version;
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            version: self.version,
            text: self.text.clone(),
            edition: self.edition,
            caches: self.caches.clone(),
            semantics: None,
        }
    }
}

/// A version of a document, for work done off the protocol's threads.
#[derive(Clone)]
pub struct Snapshot {
    pub version: i32,
    pub text: Arc<str>,
    pub edition: Edition,
    pub caches: Arc<Mutex<Caches>>,
    /// The workspace's semantic model and the file's path in it, for patches that need types or
    /// resolved paths (set by the state when such a patch is active).
    pub semantics: Option<(Arc<sema::SemanticModel>, std::path::PathBuf)>,
}

impl Snapshot {
    /// A file read from disk (not open in the editor).
    pub fn from_disk(text: String, edition: Edition) -> Snapshot {
        Snapshot { version: 0, text: text.into(), edition, caches: Default::default(), semantics: None }
    }

    pub fn with_semantics(mut self, semantics: Option<(Arc<sema::SemanticModel>, std::path::PathBuf)>) -> Snapshot {
        self.semantics = semantics;
        self
    }
}

/// Replaces `range` of `text` by `new`, positions clamped as [`Lines::offset`] says (past a
/// line's end, inside a character).
pub fn apply_change(text: &mut String, range: Range, new: &str, enc: Encoding) {
    let r = Lines::new(text, enc).text_range(range);
    text.replace_range(usize::from(r.start())..usize::from(r.end()), new);
}

/// The smallest edit turning `old` into `new`: one replacement of the part that differs.
///
/// Its ends never fall inside a character, nor between the `\r` and `\n` of a line break: an
/// LSP position cannot say "after the `\r`" (the line's end is before it), so the editor would
/// apply such an edit one byte off.
pub fn minimal_edit(old: &str, new: &str) -> Option<(TextRange, String)> {
    if old == new {
        return None;
    }
    let mut prefix = old.bytes().zip(new.bytes()).take_while(|(a, b)| a == b).count();
    while !old.is_char_boundary(prefix) || !new.is_char_boundary(prefix) || splits_line_break(old, prefix) {
        prefix -= 1;
    }
    let max_suffix = old.len().min(new.len()) - prefix;
    let mut suffix = old.bytes().rev().zip(new.bytes().rev()).take(max_suffix).take_while(|(a, b)| a == b).count();
    while !old.is_char_boundary(old.len() - suffix)
        || !new.is_char_boundary(new.len() - suffix)
        || splits_line_break(old, old.len() - suffix)
    {
        suffix -= 1;
    }
    let range = TextRange::new(TextSize::new(prefix as u32), TextSize::new((old.len() - suffix) as u32));
    Some((range, new[prefix..new.len() - suffix].to_owned()))
}

/// Whether `at` lies between the `\r` and the `\n` of a `\r\n`.
fn splits_line_break(text: &str, at: usize) -> bool {
    at > 0 && text.as_bytes().get(at - 1) == Some(&b'\r') && text.as_bytes().get(at) == Some(&b'\n')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimal_edit_replaces_only_what_differs() {
        let (r, t) = minimal_edit("let a = x.unwrap();", "let a = x.expect(\"y\");").unwrap();
        // Common prefix `let a = x.`, common suffix `);`.
        assert_eq!((u32::from(r.start()), u32::from(r.end())), (10, 17));
        assert_eq!(t, "expect(\"y\"");
        assert!(minimal_edit("same", "same").is_none());
        let (r, t) = minimal_edit("a🦀b", "a🦀🦀b").unwrap();
        let old = "a🦀b";
        let mut s = old.to_owned();
        s.replace_range(usize::from(r.start())..usize::from(r.end()), &t);
        assert_eq!(s, "a🦀🦀b");
    }

    #[test]
    fn minimal_edit_never_ends_inside_a_crlf() {
        // The common prefix ends after the `\r` (the texts differ from the `\n` on); the common
        // suffix starts at the `\n` of `b\r\n`.
        for (old, new) in
            [("a\r\nb", "a\r\r\nb"), ("x\r\n", "y\r\n"), ("a\r\nb\r\nc", "a\r\n\nb\r\nc"), ("a\r\nb", "a\nb")]
        {
            let (r, t) = minimal_edit(old, new).unwrap();
            for at in [r.start(), r.end()] {
                assert!(!splits_line_break(old, usize::from(at)), "{old:?} -> {new:?}: {r:?}");
            }
            let mut s = old.to_owned();
            s.replace_range(usize::from(r.start())..usize::from(r.end()), &t);
            assert_eq!(s, new);
        }
    }

    #[test]
    fn changes_apply_in_order_and_the_tree_follows() {
        use tower_lsp_server::ls_types::{Position, Range};
        let mut doc = Document::new(Lang::Rust, 1, "fn f() { a(); }\n".into(), Edition::Edition2021);
        let tree_of = |doc: &Document| doc.caches.lock().unwrap().tree(&doc.text, doc.edition).0;
        let first = tree_of(&doc);
        assert_eq!(first.syntax_node().text().to_string(), &*doc.text);
        let change = |l1, c1, l2, c2, text: &str| TextDocumentContentChangeEvent {
            range: Some(Range::new(Position::new(l1, c1), Position::new(l2, c2))),
            range_length: None,
            text: text.into(),
        };
        // The second change's position is in the text the first left.
        doc.apply_changes(2, vec![change(0, 9, 0, 10, "b"), change(0, 13, 0, 13, " b();")], Encoding::Utf16);
        assert_eq!(&*doc.text, "fn f() { b(); b(); }\n");
        assert_eq!(doc.version, 2);
        // Several versions later, the kept tree catches up in one step, equal to a full parse.
        doc.apply_changes(3, vec![change(0, 3, 0, 4, "g")], Encoding::Utf16);
        doc.apply_changes(4, vec![change(1, 0, 1, 0, "fn h() { { c } }\n")], Encoding::Utf16);
        let tree = tree_of(&doc);
        let full = SourceFile::parse(&doc.text, doc.edition);
        assert_eq!(format!("{:#?}", tree.syntax_node()), format!("{:#?}", full.syntax_node()));
    }
}

//! Whether a name a patch writes could mean something else in a file than it means to the
//! patch, whose names are resolved in one fixed place (std's `Vec`, `String`, `Box`; see
//! `docs/semantics.md`). Code that writes a path exactly as the patch does (`String::new()`)
//! is compared as text, without loading the semantic model, only when its first name cannot
//! be another item here: the file declares no item of that name, imports none (`use
//! alloc_api::Vec;`, `use x as Vec;`) and imports no module's names wholesale (`use super::*;`),
//! any of which can put another `Vec` in scope. Otherwise the model is asked.
//!
//! Read from the text with the file's word index: a guess that errs on the safe side (a
//! comment saying `struct Vec` counts too), asked once per name and file.

use crate::prepare::words::WordIndex;

/// Keywords after which a name is declared (or renamed: `use a::B as Vec`, `extern crate a as
/// Vec`).
const DECLARING: &[&str] = &["struct", "enum", "union", "type", "trait", "mod", "fn", "const", "static", "as", "crate"];

/// Names that always mean the same: a crate of the standard library, or the path keywords.
/// (A crate may declare `mod std`, but no code that means to be read does.)
const FIXED: &[&str] = &["std", "core", "alloc", "crate", "self", "super", "Self"];

/// Whether `name`, as the first segment of a path in `text`, may name another item than the
/// patch's. `words` indexes `text`.
pub(crate) fn may_rebind(words: &WordIndex, text: &str, name: &str) -> bool {
    if FIXED.contains(&name) {
        return false;
    }
    words.remembered_rebind(name, || scan(words, text, name))
}

fn scan(words: &WordIndex, text: &str, name: &str) -> bool {
    let whole = ra_ap_syntax::TextRange::up_to((text.len() as u32).into());
    let mut declared = false;
    words.each_in(name, whole, |at| declared |= DECLARING.contains(&previous_word(text, at)));
    if declared {
        return true;
    }
    let mut imported = false;
    words.each_in("use", whole, |at| {
        let item = &text[at..];
        let item = &item[..item.find(';').unwrap_or(item.len())];
        imported |= item.contains('*') || has_word(item, name);
    });
    imported
}

/// Whether `word` is a whole word of `text`.
fn has_word(text: &str, word: &str) -> bool {
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word)
        .any(|(at, _)| !text[..at].ends_with(is_name) && !text[at + word.len()..].starts_with(is_name))
}

/// The word before byte `at`, skipping white space (`""` if punctuation comes first).
fn previous_word(text: &str, at: usize) -> &str {
    let before = text[..at].trim_end();
    let start = before.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
    &before[start..]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rebinds(text: &str, name: &str) -> bool {
        may_rebind(&WordIndex::new(text), text, name)
    }

    #[test]
    fn a_declared_or_imported_name_may_name_another_item() {
        assert!(rebinds("pub struct String(u8);\nfn f() { String::new(); }", "String"));
        assert!(rebinds("mod vec { pub struct Vec; }", "Vec"));
        assert!(rebinds("use crate::raw::Vec;\nfn f() {}", "Vec"));
        assert!(rebinds("use crate::raw::{Vec as V, Boxed as Box};", "Box"));
        assert!(rebinds("use super::*;\nfn f() { Vec::new(); }", "Vec"));
        assert!(rebinds("use super::{a, *};", "Vec"));
        assert!(rebinds("extern crate alloc as Vec;", "Vec"));
    }

    #[test]
    fn a_name_only_used_means_what_it_means_everywhere() {
        assert!(!rebinds("fn f() -> Vec<u8> { Vec::new() }", "Vec"));
        assert!(!rebinds("use std::collections::HashMap;\nfn f() { Vec::new(); }", "Vec"));
        assert!(!rebinds("struct Vector; fn f() { let x = 2 * 3; Vec::new(); }", "Vec"));
        assert!(!rebinds("use std::mem;\nmod std2 {}", "std"));
    }
}

//! Doc attributes of one line, `#[doc = "..."]` and `#![doc = "..."]`: rustdoc reads each as
//! one line of the item's documentation, as it reads a `///` line (macros and code generators
//! write docs this way). The text must stand in the file as rustdoc reads it, so a string with
//! an escape (`\n`, `\"`) is not read: its code is not the file's bytes.
//!
//! A string over several lines is read by `extract` from the [`opening`] found here, each of
//! its lines a doc line. `#[doc = include_str!(..)]` is not read.

/// How a doc attribute's string is quoted, which says what new code may go into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quote {
    /// Not a string: a comment line.
    Comment,
    /// `"..."`: no `"` or `\` can be written without an escape.
    Plain,
    /// `r"..."`, `r#"..."#`...: with this many `#`s; only its closing quote cannot be written.
    Raw(usize),
}

impl Quote {
    /// Whether `code` can be written as it is in a line quoted so (and reads back the same).
    pub fn holds(self, code: &str) -> bool {
        match self {
            Quote::Comment => true,
            Quote::Plain => !code.contains(['"', '\\']),
            Quote::Raw(hashes) => !code.contains(&format!("\"{}", "#".repeat(hashes))),
        }
    }
}

/// A doc attribute on one line: offsets in the line it was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DocAttr {
    /// Where the string literal starts (its `r` or `"`) and ends (after its last quote or `#`).
    pub lit: (usize, usize),
    /// Where the doc text starts and ends: inside the quotes.
    pub text: (usize, usize),
    pub quote: Quote,
}

/// The doc attribute `line` is (from its `#` to its end, trailing blanks allowed), if it is one
/// whose text is the file's bytes.
pub fn doc_attr(line: &str) -> Option<DocAttr> {
    let open = opening(line)?;
    let text_len = line[open.text..].find(&open.closing())?;
    let text = &line[open.text..open.text + text_len];
    if open.quote == Quote::Plain && text.contains('\\') {
        return None;
    }
    let lit_end = open.text + text_len + open.closing().len();
    let rest = line[lit_end..].trim_start().strip_prefix(']')?;
    rest.trim().is_empty().then_some(DocAttr {
        lit: (open.lit, lit_end),
        text: (open.text, open.text + text_len),
        quote: open.quote,
    })
}

/// The start of a doc attribute, up to its string's text: `#[doc = "`, `#![doc = r#"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Where the string literal starts (its `r` or `"`), and its text.
    pub lit: usize,
    pub text: usize,
    pub quote: Quote,
}

impl Opening {
    /// What ends the string: `"`, `"#`...
    pub fn closing(&self) -> String {
        match self.quote {
            Quote::Raw(hashes) => format!("\"{}", "#".repeat(hashes)),
            _ => "\"".to_owned(),
        }
    }
}

/// The opening of the doc attribute `text` starts with (at its `#`), if it is one.
pub fn opening(text: &str) -> Option<Opening> {
    let after_hash = text.strip_prefix('#')?;
    let after_bang = after_hash.strip_prefix('!').unwrap_or(after_hash);
    let value = after_bang.trim_start().strip_prefix('[')?.trim_start().strip_prefix("doc")?.trim_start();
    let value = value.strip_prefix('=')?.trim_start();
    let lit = text.len() - value.len();
    let (quote, open) = match value.strip_prefix('r') {
        Some(raw) => {
            let hashes = raw.len() - raw.trim_start_matches('#').len();
            raw[hashes..].strip_prefix('"')?;
            (Quote::Raw(hashes), 1 + hashes + 1)
        }
        None => {
            value.strip_prefix('"')?;
            (Quote::Plain, 1)
        }
    };
    Some(Opening { lit, text: lit + open, quote })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outer_inner_and_raw_doc_attributes_are_read() {
        let a = doc_attr("#[doc = \"let x = 1;\"]").unwrap();
        assert_eq!(a.quote, Quote::Plain);
        assert_eq!(&"#[doc = \"let x = 1;\"]"[a.text.0..a.text.1], "let x = 1;");
        let line = "#![doc=r#\"let s = \"a\";\"#]  ";
        let b = doc_attr(line).unwrap();
        assert_eq!(b.quote, Quote::Raw(1));
        assert_eq!(&line[b.text.0..b.text.1], "let s = \"a\";");
        assert_eq!(&line[b.lit.0..b.lit.1], "r#\"let s = \"a\";\"#");
    }

    #[test]
    fn escapes_other_attributes_and_trailing_code_are_not_read() {
        assert_eq!(doc_attr("#[doc = \"a\\nb\"]"), None, "an escape: the text is not the file's bytes");
        assert_eq!(doc_attr("#[doc(hidden)]"), None);
        assert_eq!(doc_attr("#[doc = include_str!(\"README.md\")]"), None);
        assert_eq!(doc_attr("#[doc = \"x\"] fn f() {}"), None);
        assert_eq!(doc_attr("#[document = \"x\"]"), None);
    }

    #[test]
    fn what_a_quote_holds() {
        assert!(Quote::Plain.holds("a.b()"));
        assert!(!Quote::Plain.holds("f(\"s\")"));
        assert!(Quote::Raw(1).holds("f(\"s\")"));
        assert!(!Quote::Raw(1).holds("f(\"#)"));
        assert!(Quote::Comment.holds("\"#\\"));
    }
}

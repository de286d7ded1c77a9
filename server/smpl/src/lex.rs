//! A small lexer for rule headers and metavariable declarations (the parts of a patch that are
//! SmPL, not Rust). Comments are skipped; every token keeps its byte range in the patch.

use crate::diag::SmplError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokKind {
    Ident,
    Str,
    Int,
    /// Punctuation: `@ ; , . = != =~ !~ { } [ ] ( ) ! : && || ##`.
    Punct,
}

#[derive(Clone, Debug)]
pub struct Tok {
    pub kind: TokKind,
    /// The token's text; for strings, the unescaped contents.
    pub text: String,
    pub start: usize,
    pub end: usize,
}

impl Tok {
    pub fn is(&self, punct: &str) -> bool {
        self.kind == TokKind::Punct && self.text == punct
    }

    pub fn is_word(&self, word: &str) -> bool {
        self.kind == TokKind::Ident && self.text == word
    }
}

/// Longest first. Operators appear in the constraints of operator metavariables.
const PUNCTS: &[&str] = &[
    "<<=", ">>=", "!=", "=~", "!~", "==", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "&&", "||", "<<",
    ">>", "##", "@", ";", ",", ".", "=", "{", "}", "[", "]", "(", ")", "!", ":", "+", "-", "*", "/", "%", "^", "&",
    "|", "<", ">",
];

/// Lexes `src[start..end]`; offsets in the result are absolute in `src`.
pub fn lex(src: &str, start: usize, end: usize) -> Result<Vec<Tok>, SmplError> {
    let mut toks = Vec::new();
    let bytes = src.as_bytes();
    let mut i = start;
    while i < end {
        let c = src[i..].chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            i += c.len_utf8();
        } else if src[i..end].starts_with("//") {
            i = src[i..end].find('\n').map_or(end, |n| i + n);
        } else if src[i..end].starts_with("/*") {
            match src[i + 2..end].find("*/") {
                Some(n) => i = i + 2 + n + 2,
                None => return Err(SmplError::at(i, "unterminated comment: expected `*/`")),
            }
        } else if c.is_alphabetic() || c == '_' {
            let s = i;
            while i < end {
                let c = src[i..].chars().next().unwrap_or(' ');
                if c.is_alphanumeric() || c == '_' {
                    i += c.len_utf8();
                } else {
                    break;
                }
            }
            toks.push(Tok { kind: TokKind::Ident, text: src[s..i].to_owned(), start: s, end: i });
        } else if c.is_ascii_digit() {
            let s = i;
            while i < end && bytes[i].is_ascii_digit() {
                i += 1;
            }
            toks.push(Tok { kind: TokKind::Int, text: src[s..i].to_owned(), start: s, end: i });
        } else if c == '"' {
            let s = i;
            i += 1;
            let mut text = String::new();
            loop {
                if i >= end {
                    return Err(SmplError::at(s, "unterminated string: expected a closing `\"`"));
                }
                let c = src[i..].chars().next().unwrap_or('"');
                i += c.len_utf8();
                match c {
                    '"' => break,
                    '\\' if i < end => {
                        let n = src[i..].chars().next().unwrap_or('\\');
                        i += n.len_utf8();
                        // Keep regex escapes such as `\.` intact: only `\"` and `\\` are string escapes.
                        if n != '"' && n != '\\' {
                            text.push('\\');
                        }
                        text.push(n);
                    }
                    c => text.push(c),
                }
            }
            toks.push(Tok { kind: TokKind::Str, text, start: s, end: i });
        } else if let Some(p) = PUNCTS.iter().find(|p| src[i..end].starts_with(**p)) {
            toks.push(Tok { kind: TokKind::Punct, text: (*p).to_owned(), start: i, end: i + p.len() });
            i += p.len();
        } else {
            return Err(SmplError::at(i, format!("unexpected character `{c}`")));
        }
    }
    Ok(toks)
}

/// A cursor over tokens with "expected ..." error helpers.
pub struct Cursor<'t> {
    toks: &'t [Tok],
    pos: usize,
    /// Where errors point when the tokens run out.
    end: usize,
}

impl<'t> Cursor<'t> {
    pub fn new(toks: &'t [Tok], end: usize) -> Cursor<'t> {
        Cursor { toks, pos: 0, end }
    }

    pub fn peek(&self) -> Option<&'t Tok> {
        self.toks.get(self.pos)
    }

    pub fn peek_at(&self, n: usize) -> Option<&'t Tok> {
        self.toks.get(self.pos + n)
    }

    pub fn bump(&mut self) -> Option<&'t Tok> {
        let t = self.toks.get(self.pos);
        self.pos += t.is_some() as usize;
        t
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn eat(&mut self, punct: &str) -> bool {
        if self.peek().is_some_and(|t| t.is(punct)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn eat_word(&mut self, word: &str) -> bool {
        if self.peek().is_some_and(|t| t.is_word(word)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// An "expected X, found Y" error at the current token.
    pub fn expected(&self, what: &str) -> SmplError {
        match self.peek() {
            Some(t) => SmplError::new(
                ra_ap_syntax::TextRange::new((t.start as u32).into(), (t.end as u32).into()),
                format!("expected {what}, found `{}`", t.text),
            ),
            None => SmplError::at(self.end, format!("expected {what}")),
        }
    }

    pub fn expect(&mut self, punct: &str) -> Result<&'t Tok, SmplError> {
        if self.peek().is_some_and(|t| t.is(punct)) {
            Ok(self.bump().unwrap())
        } else {
            Err(self.expected(&format!("`{punct}`")))
        }
    }

    pub fn expect_ident(&mut self, what: &str) -> Result<&'t Tok, SmplError> {
        if self.peek().is_some_and(|t| t.kind == TokKind::Ident) {
            Ok(self.bump().unwrap())
        } else {
            Err(self.expected(what))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexes_decl_tokens_and_skips_comments() {
        let src = "identifier f =~ \"^try_\\.\"; // c\n/* x */ r.x != {a, b};";
        let toks = lex(src, 0, src.len()).unwrap();
        let texts: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(
            texts,
            ["identifier", "f", "=~", "^try_\\.", ";", "r", ".", "x", "!=", "{", "a", ",", "b", "}", ";"]
        );
    }

    #[test]
    fn unterminated_string_is_an_error() {
        let err = lex("x = \"abc", 0, 8).unwrap_err();
        assert!(err.message.contains("unterminated string"), "{}", err.message);
        assert_eq!(u32::from(err.range.start()), 4);
    }
}

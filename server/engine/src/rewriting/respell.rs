//! Added code speaks the file's dialect of paths. With a semantic model, a pattern path such as
//! `std::mem::replace` matches `mem::replace` or `replace` however the file imports it; the
//! `+` code then says `std::mem::take`. Printed as the patch wrote it, every rewrite would turn
//! the file's short paths into long ones. So where a pattern path `P` matched code written `C`
//! (the same item, in the scope the added code goes to), added code that names `P`, or a path
//! under it (`P::x`), names it `C` instead. And where the two share their last segment
//! (`std::io::Error::new` written `io::Error::new`), the qualifiers name the same module or
//! type too, so `std::io::Error::other` is written `io::Error::other`. A qualifier the code left
//! out (`replace` after `use std::mem::replace`) is not dropped from added code: nothing says
//! the added item is imported; but where it starts with the name of the file's own crate, in
//! whose code that name is no path (`guard` for `scopeguard::guard` in scopeguard's tests), it
//! is written from `crate` (`scopeguard::guard_with` as `crate::guard_with`).

use crate::matching::state::Hit;
use ra_ap_syntax::{SyntaxKind, TextSize};
use smpl::pattern::Pat;

/// A path prefix of added code and how the matched code writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Respelling {
    /// The prefix's segments, as the patch writes them.
    from: Vec<String>,
    /// How the code writes it (`io::Error`).
    to: String,
}

impl Respelling {
    /// Added code's paths that start with `from` are written starting with `to` instead.
    pub(crate) fn new(from: Vec<String>, to: String) -> Respelling {
        Respelling { from, to }
    }

    /// How many segments it replaces (longer ones are tried first).
    pub(crate) fn len(&self) -> usize {
        self.from.len()
    }
}

/// The pattern's paths that a semantic model may match against other spellings, by the patch
/// offset of their first token (nested qualifiers share it: all are kept).
#[derive(Default)]
pub(crate) struct PatternPaths(Vec<(TextSize, Vec<String>)>);

impl PatternPaths {
    pub(crate) fn of(pattern: &Pat) -> PatternPaths {
        let mut out = Vec::new();
        pattern.walk(&mut |p| {
            if let Pat::Node(n) = p
                && n.kind == SyntaxKind::PATH
                && let Some(text) = crate::prepare::pattern_facts::resolvable_path(n)
                && let Some(first) = first_token_offset(p)
            {
                out.push((first, segments(&text)));
            }
        });
        PatternPaths(out)
    }

    /// The respellings a match's hits call for: its pattern paths that matched code written
    /// otherwise. Longest first, so `std::io::Error` is tried before `std::io`. `own_crate`
    /// names the file's crate; asked only where code left out a path's first name.
    pub(crate) fn respellings(&self, hits: &[Hit], own_crate: &dyn Fn() -> Option<String>) -> Vec<Respelling> {
        if self.0.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<Respelling> = Vec::new();
        for hit in hits {
            let Some(el) = &hit.el else { continue };
            if el.kind() != SyntaxKind::PATH {
                continue;
            }
            let written: String = el.tokens().filter(|t| !t.kind().is_trivia()).map(|t| t.text().to_owned()).collect();
            // A path with generic arguments is no spelling of a path of names: pasting it in
            // front of added code would write `a::Foo<i32>::Foo<..>`.
            if written.contains('<') {
                continue;
            }
            let code = segments(&written);
            let candidates = self.0.iter().filter(|(at, _)| *at == hit.origin.offset).map(|(_, p)| p);
            // A qualifier matched as written (`std` of `std::error::Error`) is no other spelling.
            if candidates.clone().any(|p| p.starts_with(&code)) {
                continue;
            }
            // Nested qualifiers start where their path starts: the one this code is a spelling
            // of ends with the same name, or is the longest.
            let Some(pattern) =
                candidates.clone().find(|p| p.last() == code.last()).or_else(|| candidates.max_by_key(|p| p.len()))
            else {
                continue;
            };
            if *pattern == code {
                continue;
            }
            if pattern.len() > 1 && code.first() != pattern.first() && own_crate().as_ref() == pattern.first() {
                out.push(Respelling { from: pattern[..1].to_vec(), to: "crate".to_owned() });
            }
            out.push(Respelling { from: pattern.clone(), to: written.clone() });
            if let ([pq @ .., p_last], [cq @ .., c_last]) = (&pattern[..], &code[..])
                && p_last == c_last
                && !cq.is_empty()
                && pq.len() >= 2
                && pq != cq
            {
                out.push(Respelling { from: pq.to_vec(), to: cq.join("::") });
            }
        }
        out.sort_by_key(|r| std::cmp::Reverse(r.from.len()));
        out.dedup_by(|a, b| a.from == b.from);
        out
    }
}

/// `text` (a piece of added code) with every path that starts with a respelled prefix
/// written as the code writes it.
pub(crate) fn apply(text: &str, respellings: &[Respelling]) -> String {
    if respellings.is_empty() {
        return text.to_owned();
    }
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, text);
    let kinds: Vec<SyntaxKind> = (0..lexed.len()).map(|i| lexed.kind(i)).collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < lexed.len() {
        let after_sep = i >= 1 && kinds[i - 1] == SyntaxKind::DOT || i >= 2 && colons(&kinds[i - 2..i]);
        let starts_path = is_segment(kinds[i]) && !after_sep;
        if starts_path
            && let Some((r, end)) =
                respellings.iter().find_map(|r| prefix_end(&lexed, &kinds, i, &r.from).map(|end| (r, end)))
        {
            out.push_str(&r.to);
            i = end;
            continue;
        }
        out.push_str(lexed.text(i));
        i += 1;
    }
    out
}

/// Where the path segments `from` end when they are written from token `start` on (tokens
/// adjacent, `::` between), if they are.
fn prefix_end(lexed: &ra_ap_parser::LexedStr, kinds: &[SyntaxKind], start: usize, from: &[String]) -> Option<usize> {
    let mut i = start;
    for (n, segment) in from.iter().enumerate() {
        if n > 0 {
            if !kinds.get(i..i + 2).is_some_and(colons) {
                return None;
            }
            i += 2;
        }
        if !kinds.get(i).is_some_and(|&k| is_segment(k)) || lexed.text(i) != segment {
            return None;
        }
        i += 1;
    }
    Some(i)
}

/// `::`, which the lexer gives as two `:`.
fn colons(kinds: &[SyntaxKind]) -> bool {
    kinds == [SyntaxKind::COLON, SyntaxKind::COLON]
}

fn is_segment(kind: SyntaxKind) -> bool {
    kind == SyntaxKind::IDENT || kind.is_keyword(crate::EDITION_FOR_PATCHES)
}

fn segments(path: &str) -> Vec<String> {
    path.split("::").map(|s| s.trim().to_owned()).collect()
}

fn first_token_offset(p: &Pat) -> Option<TextSize> {
    let mut first = None;
    p.walk(&mut |q| {
        if first.is_none()
            && let Pat::Token(t) = q
        {
            first = Some(t.origin.offset);
        }
    });
    first
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(from: &str, to: &str) -> Respelling {
        Respelling { from: segments(from), to: to.to_owned() }
    }

    #[test]
    fn a_respelled_path_and_the_paths_under_it_take_the_codes_spelling() {
        let rs = [r("std::io::Error", "io::Error")];
        assert_eq!(apply("std::io::Error::other(e)", &rs), "io::Error::other(e)");
        assert_eq!(apply("Box<std::io::Error>", &rs), "Box<io::Error>");
    }

    #[test]
    fn a_qualifier_matched_as_written_is_not_respelled() {
        use crate::code::CodeEl;
        use smpl::pattern::{Mark, Origin};
        let file =
            ra_ap_syntax::SourceFile::parse("fn f() { std::error::Error::x(); }", ra_ap_syntax::Edition::Edition2021);
        let paths: Vec<_> = file.syntax_node().descendants().filter(|n| n.kind() == SyntaxKind::PATH).collect();
        let origin = Origin { offset: TextSize::new(0), mark: Mark::Minus };
        let pattern = PatternPaths(vec![
            (TextSize::new(0), segments("std::error::Error::x")),
            (TextSize::new(0), segments("std::error::Error")),
        ]);
        let hits: Vec<Hit> = paths
            .iter()
            .map(|p| Hit {
                origin,
                range: p.text_range(),
                el: Some(CodeEl::node(p.clone(), 0)),
                gap: false,
                implicit: None,
            })
            .collect();
        assert_eq!(pattern.respellings(&hits, &|| Some("std".to_owned())), vec![]);
    }

    #[test]
    fn only_whole_segments_at_a_paths_start_are_respelled() {
        let rs = [r("std::io", "io")];
        assert_eq!(apply("std::iox::f()", &rs), "std::iox::f()");
        assert_eq!(apply("crate::std::io::f()", &rs), "crate::std::io::f()");
        assert_eq!(apply("x.std::io", &rs), "x.std::io");
        assert_eq!(apply("f(std::io::stdin())", &rs), "f(io::stdin())");
    }
}

//! Uses of a name that the syntax tree does not show as expressions, for `when != x`:
//!
//! - a format string names variables inline: `println!("{x}")` uses `x`, though no `x` token
//!   is in the code, only in a string (any string literal counts, not only those of
//!   `format!`-like macros);
//! - a macro's arguments are tokens: `my_macro!(x => 1)` or `sql!(SELECT x FROM t)` may use
//!   `x` in ways no parse of them as expressions shows. Any `x` token in a macro call counts.
//!
//! A `when != x` that missed one would let `- let x = e; ... when != x` remove a binding that
//! is still used, and the build breaks; an extra one only leaves a match out. So where `x` is
//! one name, macro calls are read token by token (never parsed: that is also faster) and
//! strings for inline names.

use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::State;
use crate::matching::walk::Walk;
use ra_ap_syntax::{SyntaxKind, TextRange};
use smpl::pattern::Pat;

impl Ctx<'_> {
    /// Whether `when != p` forbids something in `roots`: code matching `p`, or, where `p` is
    /// one name, a use of it the tree hides.
    pub(crate) fn forbidden_in(&self, p: &Pat, roots: &[CodeEl], st: &State) -> bool {
        // What is forbidden is found for real: found on trust, it would fail a match.
        self.strictly(|| match bare_name(p, st) {
            Some(name) => {
                !self.hidden_uses(&name, roots).is_empty() || !self.find_outside_macros(p, roots, st, 1).is_empty()
            }
            None => !self.find_forbidden(p, roots, st, 1).is_empty(),
        })
    }

    /// Where `roots` use `name` in ways the tree hides; see the module's doc.
    pub(crate) fn hidden_uses(&self, name: &str, roots: &[CodeEl]) -> Vec<TextRange> {
        // Only the tokens where the name's text occurs are looked at: a body is not walked
        // once for every statement asked about.
        let mut out: Vec<TextRange> = Vec::new();
        for root in roots {
            let Some(node) = root.as_node() else { continue };
            let range = root.range();
            if usize::from(range.end()) > self.src.len() {
                continue;
            }
            // Whole words only (`e` in `else` is no use of `e`), found in the file's index.
            self.words.each_in(name, range, |in_file| {
                let at = in_file - usize::from(range.start());
                // The tree's own offsets (a root re-parsed from a macro is shifted).
                let offset = i64::from(u32::from(node.text_range().start())) + at as i64;
                let Ok(offset) = u32::try_from(offset) else { return };
                // (`covering_element` finds children by binary search; `token_at_offset` scans.)
                let at_name = TextRange::at(offset.into(), ra_ap_syntax::TextSize::of(name));
                if !node.text_range().contains_range(at_name) {
                    return;
                }
                let Some(token) = node.covering_element(at_name).into_token() else { return };
                let used = match token.kind() {
                    SyntaxKind::STRING | SyntaxKind::C_STRING => names_inline(token.text(), name),
                    _ => token.text() == name && token.parent_ancestors().any(|a| a.kind() == SyntaxKind::TOKEN_TREE),
                };
                let found = crate::code::shift_range(token.text_range(), root.shift);
                if used && out.last() != Some(&found) {
                    out.push(found);
                }
            });
        }
        out
    }

    fn find_outside_macros(
        &self,
        p: &Pat,
        roots: &[CodeEl],
        st: &State,
        limit: usize,
    ) -> Vec<crate::matching::state::Instance> {
        self.search_with(p, roots, st, limit, Walk::OutsideMacros)
    }
}

/// The identifier a `when` pattern stands for, if it is one name (then a search for it need
/// not parse macro arguments: [`Ctx::hidden_uses`] finds its uses there token by token).
pub(crate) fn bare_name(p: &Pat, st: &State) -> Option<String> {
    let is_ident = |s: &str| s.starts_with(|c: char| c.is_alphabetic() || c == '_');
    match p {
        Pat::Meta(m) => st.env.get(m.id)?.sole_name(),
        Pat::Node(n) if n.kind == SyntaxKind::PATH_EXPR => {
            let mut tokens = Vec::new();
            p.walk(&mut |q| match q {
                Pat::Token(t) => tokens.push(Some(t.text.clone())),
                Pat::Meta(_) | Pat::Dots(_) | Pat::Disj(_) | Pat::Conj(_) | Pat::Nest(_) => tokens.push(None),
                _ => {}
            });
            match &tokens[..] {
                [Some(one)] if is_ident(one) => Some(one.clone()),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether the text of a string literal names `name` as an inline format argument: `{name}`,
/// `{name:?}`, `{name:>8}`, or as a width or precision (`{:w$}`, `{:.p$}`). `{{` is a brace.
/// (rustc allows no spaces around an inline name; `{ x }` counts anyway, to be safe.)
pub(crate) fn names_inline(literal: &str, name: &str) -> bool {
    let bytes = literal.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'{' {
            i += 1;
            continue;
        }
        if bytes.get(i + 1) == Some(&b'{') {
            i += 2;
            continue;
        }
        let Some(len) = literal[i + 1..].find('}') else { return false };
        let spec = &literal[i + 1..i + 1 + len];
        let (arg, format) = spec.split_once(':').unwrap_or((spec, ""));
        if arg.trim() == name || format.split('$').rev().skip(1).any(|before| trailing_word(before) == name) {
            return true;
        }
        i += len + 2;
    }
    false
}

/// The identifier-like word a piece of a format spec ends with (`>w` gives `w`).
fn trailing_word(s: &str) -> &str {
    let start = s.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
    &s[start..]
}

#[cfg(test)]
mod tests {
    use super::names_inline;

    #[test]
    fn inline_arguments_widths_and_precisions_name_variables() {
        assert!(names_inline(r#""{x}""#, "x"));
        assert!(names_inline(r#""a {x:?} b""#, "x"));
        assert!(names_inline(r#""{ x }""#, "x"));
        assert!(names_inline(r#""{:>w$}""#, "w"));
        assert!(names_inline(r#""{0:.prec$}""#, "prec"));
        assert!(names_inline(r#""{:w$.p$}""#, "p"));
    }

    #[test]
    fn other_names_escaped_braces_and_positions_are_not_uses() {
        assert!(!names_inline(r#""{xy}""#, "x"));
        assert!(!names_inline(r#""{{x}}""#, "x"));
        assert!(!names_inline(r#""{}""#, "x"));
        assert!(!names_inline(r#""{0}""#, "x"));
        assert!(!names_inline(r#""x""#, "x"));
        assert!(!names_inline(r#""{:x}""#, "x"), "a hex format, not a variable");
    }
}

//! Variables a format string names inline: `println!("{x}")` uses `x` though no `x` token is
//! in the code, only in a string. A `when != x` that did not see it would let
//! `- let x = e; ... when != x` remove a binding that is still used. Any string literal counts
//! (not only those of `format!`-like macros): a missed use writes broken code, an extra one
//! only leaves a match out.

use crate::bind::Value;
use crate::code::CodeEl;
use crate::matcher::{Ctx, State};
use ra_ap_syntax::{SyntaxKind, TextRange};
use smpl::pattern::Pat;

impl Ctx<'_> {
    /// The string literals in `roots` that name, as an inline format argument, the identifier
    /// the pattern `p` stands for (a bare name, or a metavariable bound to one).
    pub(crate) fn inline_format_uses(&self, p: &Pat, roots: &[CodeEl], st: &State) -> Vec<TextRange> {
        let Some(name) = bare_name(p, st) else { return Vec::new() };
        // Most code names no variable inline: a substring test clears it without a walk.
        let (braced, dollar) = (format!("{{{name}"), format!("{name}$"));
        let may_name = |root: &CodeEl| {
            let text = self.src.get(std::ops::Range::<usize>::from(root.range())).unwrap_or("");
            text.contains(&braced) || text.contains(&dollar)
        };
        roots
            .iter()
            .filter(|root| may_name(root))
            .flat_map(|root| root.tokens().map(move |t| (t, root.shift)))
            .filter(|(t, _)| {
                matches!(t.kind(), SyntaxKind::STRING | SyntaxKind::C_STRING) && names_inline(t.text(), &name)
            })
            .map(|(t, shift)| crate::code::shift_range(t.text_range(), shift))
            .collect()
    }
}

/// The identifier a `when` pattern stands for, if it is one name.
fn bare_name(p: &Pat, st: &State) -> Option<String> {
    let is_ident = |s: &str| s.starts_with(|c: char| c.is_alphabetic() || c == '_');
    match p {
        Pat::Meta(m) => match st.env.get(m.id)? {
            Value::Code(els) => {
                let [el] = &els[..] else { return None };
                let token = el.sole_token()?;
                (token.kind() == SyntaxKind::IDENT).then(|| token.text().to_owned())
            }
            Value::Text { tokens, .. } => match &tokens[..] {
                [one] if is_ident(one) => Some(one.clone()),
                _ => None,
            },
            Value::Fresh(name) => Some(name.clone()),
            Value::Position(_) | Value::Absent => None,
        },
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

//! Type patterns of typed metavariables: `expression Vec<_> v;`, `idexpression &str s;`,
//! `expression {String, &str} s;`. The type is written as Rust, parsed with rust-analyzer's
//! parser, and reduced to the [`TypePat`] the engine compares with inferred types.

use crate::diag::SmplError;
use crate::edition::EDITION;
use crate::model::{TypeConstraint, TypePat};
use frag::{FragmentKind, parse_fragment};
use ra_ap_syntax::ast::HasGenericArgs;
use ra_ap_syntax::{AstNode, TextRange, TextSize, ast};

/// Parses the type written at `src[start..end]`.
pub fn parse_type_constraint(src: &str, start: usize, end: usize) -> Result<TypeConstraint, SmplError> {
    let text = src[start..end].trim();
    let lead = start + (src[start..end].len() - src[start..end].trim_start().len());
    let mut alternatives = Vec::new();
    if let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        // `{A, B}`: alternatives, split at the commas outside brackets.
        let mut depth = 0i32;
        let mut from = 0;
        let inner_start = lead + 1;
        for (i, c) in inner.char_indices() {
            match c {
                '<' | '(' | '[' => depth += 1,
                '>' | ')' | ']' => depth -= 1,
                ',' if depth == 0 => {
                    alternatives.push(parse_one(&inner[from..i], inner_start + from)?);
                    from = i + 1;
                }
                _ => {}
            }
        }
        alternatives.push(parse_one(&inner[from..], inner_start + from)?);
    } else {
        alternatives.push(parse_one(text, lead)?);
    }
    Ok(TypeConstraint { alternatives, text: text.to_owned() })
}

fn parse_one(text: &str, at: usize) -> Result<TypePat, SmplError> {
    let trimmed = text.trim();
    let at = at + (text.len() - text.trim_start().len());
    let err =
        |msg: &str| SmplError::new(TextRange::at(TextSize::new(at as u32), TextSize::new(trimmed.len() as u32)), msg);
    if trimmed.is_empty() {
        return Err(err("expected a type"));
    }
    let (root, errors) = parse_fragment(trimmed, FragmentKind::Type, EDITION);
    if let Some(e) = errors.first() {
        return Err(err(&format!("this type does not parse: {}", e.message.to_lowercase())));
    }
    let ty = ast::Type::cast(root).ok_or_else(|| err("expected a type"))?;
    convert(&ty).ok_or_else(|| {
        err("a type pattern is a path (`Vec<_>`, `String`, `u8`), a reference, a slice, an array, a tuple or `_`")
    })
}

fn convert(ty: &ast::Type) -> Option<TypePat> {
    Some(match ty {
        ast::Type::InferType(_) => TypePat::Any,
        ast::Type::NeverType(_) => TypePat::Never,
        ast::Type::ParenType(p) => convert(&p.ty()?)?,
        ast::Type::RefType(r) => TypePat::Ref { mutable: r.mut_token().is_some(), inner: Box::new(convert(&r.ty()?)?) },
        ast::Type::SliceType(s) => TypePat::Slice(Box::new(convert(&s.ty()?)?)),
        ast::Type::ArrayType(a) => TypePat::Array(Box::new(convert(&a.ty()?)?)),
        ast::Type::TupleType(t) => TypePat::Tuple(t.fields().map(|f| convert(&f)).collect::<Option<Vec<_>>>()?),
        ast::Type::PathType(p) => {
            let path = p.path()?;
            let last = path.segment()?;
            let args = match last.generic_arg_list() {
                Some(list) => list
                    .generic_args()
                    .filter_map(|a| match a {
                        ast::GenericArg::TypeArg(t) => Some(t.ty().and_then(|t| convert(&t))),
                        _ => None,
                    })
                    .collect::<Option<Vec<_>>>()?,
                None => Vec::new(),
            };
            // The path without its generic arguments: `std::collections::HashMap`.
            let mut segments = Vec::new();
            let mut cur = Some(path);
            while let Some(p) = cur {
                let seg = p.segment()?;
                segments.push(
                    seg.name_ref()
                        .map(|n| n.text().to_string())
                        .or_else(|| seg.syntax().first_token().map(|t| t.text().to_owned()))?,
                );
                cur = p.qualifier();
            }
            segments.reverse();
            TypePat::Path { path: segments.join("::"), args }
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pat(text: &str) -> Vec<TypePat> {
        parse_type_constraint(text, 0, text.len()).unwrap().alternatives
    }

    fn path(p: &str, args: Vec<TypePat>) -> TypePat {
        TypePat::Path { path: p.into(), args }
    }

    #[test]
    fn paths_references_and_alternatives() {
        assert_eq!(pat("Vec<_>"), [path("Vec", vec![TypePat::Any])]);
        assert_eq!(
            pat("std::collections::HashMap<K, _>"),
            [path("std::collections::HashMap", vec![path("K", vec![]), TypePat::Any])]
        );
        assert_eq!(
            pat("{String, &str}"),
            [path("String", vec![]), TypePat::Ref { mutable: false, inner: Box::new(path("str", vec![])) }]
        );
        assert_eq!(
            pat("&mut [u8]")[0],
            TypePat::Ref { mutable: true, inner: Box::new(TypePat::Slice(Box::new(path("u8", vec![])))) }
        );
        assert_eq!(pat("Option<Box<T>>"), [path("Option", vec![path("Box", vec![path("T", vec![])])])]);
    }

    #[test]
    fn what_is_not_a_type_pattern() {
        let e = parse_type_constraint("impl Fn()", 0, 9).unwrap_err();
        assert!(e.message.starts_with("a type pattern is a path"), "{}", e.message);
        let e = parse_type_constraint("Vec<", 0, 4).unwrap_err();
        assert!(e.message.starts_with("this type does not parse"), "{}", e.message);
    }
}

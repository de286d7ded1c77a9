//! Parsing a template as the Rust fragment it fits.
//!
//! A piece of patch may be an expression, a type, statements, items, match arms, fields,
//! variants or attributes, and nothing says which: each kind is tried in turn and the first
//! clean parse wins. Errors that only placeholders cause are forgiven; when no kind fits, the
//! errors of the kind that got furthest are reported at their patch offsets.

use super::Compiler;
use super::messages::friendly_parse_error;
use super::template::{DISJ, DOTS, Template, placeholder_id};
use crate::diag::SmplError;
use crate::model::MetaKind;
use frag::{FragmentKind, parse_fragment};
use ra_ap_syntax::{SyntaxKind, SyntaxNode, TextSize};

impl Compiler<'_> {
    /// Parses the template as the first fragment kind that fits, reporting errors if none does.
    pub(super) fn parse_best(
        &mut self,
        tpl: &Template,
        want: Option<FragmentKind>,
    ) -> Option<(FragmentKind, SyntaxNode)> {
        let text = &tpl.text;
        let trimmed = text.trim();
        let kinds: &[FragmentKind] = match want {
            Some(k) => &[k][..],
            None if self.is_type_name(trimmed) => &[FragmentKind::Type],
            // A body naming a `pattern` metavariable asks to match patterns: read as one first.
            // Not a leading `|`: `|p| b` is a closure, though it parses as an or-pattern too.
            None if !trimmed.starts_with('|') && self.names_pattern(text) => {
                &[FragmentKind::Pattern, FragmentKind::Expr, FragmentKind::Type, FragmentKind::Stmts]
            }
            None => &[FragmentKind::Expr, FragmentKind::Type, FragmentKind::Stmts],
        };
        let mut best: Option<(FragmentKind, Vec<frag::FragmentError>)> = None;
        for &kind in kinds {
            let (root, errors) = parse_fragment(text, kind, self.edition);
            let errors: Vec<_> = errors.into_iter().filter(|e| !self.placeholder_error(text, e)).collect();
            let complete = u32::from(root.text_range().end()) as usize == text.len()
                && root.kind() != SyntaxKind::ERROR
                && !root.descendants().any(|n| n.kind() == SyntaxKind::ERROR);
            if errors.is_empty() && complete {
                return Some((kind, root));
            }
            let first = errors.first().map_or(usize::MAX, |e| u32::from(e.range.start()) as usize);
            let keep = match &best {
                None => true,
                Some((_, b)) => first > b.first().map_or(usize::MAX, |e| u32::from(e.range.start()) as usize),
            };
            // Expressions that stop early report no error: only statements explain those.
            if keep && (!errors.is_empty() || kind == FragmentKind::Stmts) {
                best = Some((kind, errors));
            }
        }
        if want.is_none() {
            // Match arms, struct fields or enum variants on their own.
            // Attributes on their own (a branch of a disjunction of attributes).
            let (root, errors) = parse_fragment(text, FragmentKind::Attrs, self.edition);
            let host = root.descendants().find(|n| n.kind() == SyntaxKind::FN);
            let only_attrs = host.as_ref().is_some_and(|f| {
                f.children_with_tokens()
                    .take_while(|c| c.kind() != SyntaxKind::FN_KW)
                    .all(|c| c.kind() == SyntaxKind::ATTR || c.kind().is_trivia())
                    && f.children().any(|c| c.kind() == SyntaxKind::ATTR)
                    && f.children().find(|c| c.kind() == SyntaxKind::NAME).is_some_and(|n| n.text() == frag::ATTRS_HOST)
                    && root.children().count() == 1
            });
            if errors.is_empty() && only_attrs && !trimmed.is_empty() {
                return Some((FragmentKind::Attrs, root));
            }
            for kind in [FragmentKind::MatchArms, FragmentKind::Fields, FragmentKind::Variants] {
                let (root, errors) = parse_fragment(text, kind, self.edition);
                let errors: Vec<_> = errors.into_iter().filter(|e| !self.placeholder_error(text, e)).collect();
                let complete = u32::from(root.text_range().len()) as usize == text.len() + 2
                    && !root.descendants().any(|n| n.kind() == SyntaxKind::ERROR);
                if errors.is_empty() && complete {
                    return Some((kind, root));
                }
            }
        }
        let (kind, errors) = best.unwrap_or((FragmentKind::Stmts, Vec::new()));
        let what = match kind {
            FragmentKind::Expr => "an expression",
            FragmentKind::Type => "a type",
            _ => "statements or items",
        };
        if errors.is_empty() {
            let o = tpl.origin(trimmed.len().saturating_sub(1));
            self.errors.push(SmplError::at(o.offset.into(), format!("this code does not parse as {what}")));
        }
        for e in errors.iter().take(3) {
            let o = tpl.origin(u32::from(e.range.start()) as usize);
            // The fragment has text the patch has not (a closing newline, wrappers): an error
            // running to its end stops at the patch's.
            let limit = TextSize::of(self.src);
            let start = o.offset.min(limit);
            self.errors.push(SmplError::new(
                ra_ap_syntax::TextRange::new(start, (start + e.range.len()).min(limit)),
                friendly_parse_error(&e.message),
            ));
        }
        None
    }

    fn is_type_name(&self, text: &str) -> bool {
        if let Some(id) = placeholder_id(text, DISJ) {
            return self.disjs.get(id).is_some_and(|d| d.kind == FragmentKind::Type);
        }
        self.meta(text).is_some_and(|m| m.kind == MetaKind::Type)
    }

    /// Whether `text` names a `pattern` metavariable, or holds a disjunction of patterns.
    fn names_pattern(&self, text: &str) -> bool {
        self.has_pattern_metas
            && text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|word| match placeholder_id(word, DISJ) {
                Some(id) => self.disjs.get(id).is_some_and(|d| d.kind == FragmentKind::Pattern),
                None => self.meta(word).is_some_and(|m| m.kind == MetaKind::Pattern),
            })
    }

    /// Errors that placeholders cause by standing where Rust wants more (`fn f(...)` lacks a type).
    fn placeholder_error(&self, text: &str, e: &frag::FragmentError) -> bool {
        const BENIGN: &[&str] =
            &["missing type for function parameter", "expected COLON", "expected type", "expected SEMICOLON"];
        if !BENIGN.contains(&e.message.as_str()) {
            return false;
        }
        let Some(before) = text.get(..u32::from(e.range.start()) as usize) else { return false };
        let before = before.trim_end();
        // The identifier just before the error (the char found is skipped by its own length).
        let word_start = before
            .char_indices()
            .rev()
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let word = &before[word_start..];
        if e.message == "expected SEMICOLON" {
            // A statement metavariable stands for a whole statement: nothing needs to end it.
            return self.meta(word).is_some_and(|m| m.kind == MetaKind::Statement);
        }
        word.starts_with(DOTS)
            || self.meta(word).is_some_and(|m| matches!(m.kind, MetaKind::ParameterList(_) | MetaKind::Parameter))
    }
}

//! Which of a rule's matches are rewritten: every match whose rewrite is sound, and none
//! whose rewrite is not, so that one bad rewrite never takes the file's good ones with it.
//! A match is left as it was, with its reason, when its rewrite
//! - adds a path that exists only in std to a crate built without it (see `nostd`);
//! - adds a method call inside a `const fn` or a `const`/`static` initialiser where the
//!   semantic model says the method is not const (E0015), or const only on nightly (E0658);
//! - makes a fn call itself where it did not (`self.len() == 0` becoming `self.is_empty()`
//!   inside `fn is_empty`): read from the code, typed patch or not, without asking a compiler;
//! - leaves a file that no longer parses: the matches at fault are found by bisection (the
//!   rewrite of half the matches is parsed, and each half that fails is split again), so a few
//!   bad matches among many cost a few parses each.
//!
//! Every such reason ends with [`LEFT_AS_IT_WAS`].
//!
//! When the sound rewrites still fail together (two rewrites that parse alone but not side by
//! side), the rule's whole rewrite is refused.

use crate::Edition;
use crate::rewriting::compose::{self, Composed};
use crate::rewriting::edit::{Edit, Part};
use crate::rewriting::nostd::NoStd;
use ra_ap_syntax::{AstNode, SourceFile, SyntaxKind, SyntaxNode, TextRange, ast, ast::HasName};

/// How the reason for leaving a match as it was ends (see [`crate::Problem::refuses_a_match`]).
pub(crate) const LEFT_AS_IT_WAS: &str = "this match is left as it was";

/// The edits kept and their composition, and the matches left out with why.
pub(crate) struct Chosen {
    pub edits: Vec<Edit>,
    /// For each kept edit, the match (instance) it belongs to.
    pub owner: Vec<usize>,
    pub composed: Composed,
    /// Matches left as they were, each with its reason.
    pub refused: Vec<(usize, String)>,
}

/// What the chosen rewrite must keep: no more syntax errors than the text had (`None`: not
/// checked here).
pub(crate) struct Parsing<'a> {
    pub before: &'a ra_ap_syntax::Parse<SourceFile>,
    pub errors_before: usize,
    pub edition: Edition,
}

/// Chooses the matches to rewrite among `edits` (owned by matches as `owner` says). `Err`: the
/// sound rewrites fail together; the message says why.
pub(crate) fn choose(
    text: &str,
    root: &SyntaxNode,
    edits: Vec<Edit>,
    owner: Vec<usize>,
    parsing: Option<Parsing>,
    no_std: Option<&NoStd>,
    is_const: &ConstQuestion,
) -> Result<Chosen, String> {
    let composed = compose::compose(text, &edits);
    let mut refused: Vec<(usize, String)> = Vec::new();
    for (e, edit) in edits.iter().enumerate() {
        if !composed.applied[e] || refused.iter().any(|(i, _)| *i == owner[e]) {
            continue;
        }
        // An edit's new text is rendered only where a check needs it: the reports render it
        // again, and most edits call nothing of the kind.
        let render = || composed.rendered(text, &edits, e);
        let why = self_call(root, text, edit, render)
            .or_else(|| const_call(root, text, edit, is_const))
            .or_else(|| no_std.filter(|n| !n.missing.is_empty()).and_then(|n| std_only(n, &render())));
        if let Some(why) = why {
            refused.push((owner[e], why));
        }
    }
    let mut chosen = without(text, edits, owner, &refused, composed);
    let Some(parsing) = parsing else { return Ok(chosen) };
    if parse_error(&chosen.composed, &parsing).is_none() {
        return Ok(chosen);
    }
    let mut matches: Vec<usize> = chosen.owner.clone();
    matches.dedup();
    let mut parses = |set: &[usize]| {
        let (edits, _) = keep(&chosen.edits, &chosen.owner, |i| set.contains(&i));
        parse_error(&compose::compose(text, &edits), &parsing)
    };
    let bad = bisect(&matches, &mut parses);
    for (i, error) in &bad {
        refused.push((*i, format!("the rewrite would not parse ({error}): {LEFT_AS_IT_WAS}")));
    }
    chosen = without(text, chosen.edits, chosen.owner, &bad, chosen.composed);
    chosen.refused = refused;
    match parse_error(&chosen.composed, &parsing) {
        None => Ok(chosen),
        Some(error) => Err(format!("the rewrite would not parse ({error}): nothing written")),
    }
}

/// Why new text that names one of the paths from std that core and alloc lack (or that no
/// model could look for there) cannot go into a crate built without std.
fn std_only(no_std: &NoStd, new: &str) -> Option<String> {
    let path = no_std.missing.iter().find(|p| new.contains(p.as_str()))?;
    Some(if no_std.homes_unknown {
        format!(
            "this file's crate is built without std (#![no_std]), and without its semantic model cocci cannot tell whether core or alloc has `{path}`: {LEFT_AS_IT_WAS}"
        )
    } else {
        format!("`{path}` is only in std, and this crate is built without it (#![no_std]): {LEFT_AS_IT_WAS}")
    })
}

/// The edits of the matches not in `out`, composed (`composed`: of all of them, reused when
/// none is left out).
fn without(text: &str, edits: Vec<Edit>, owner: Vec<usize>, out: &[(usize, String)], composed: Composed) -> Chosen {
    if out.is_empty() {
        return Chosen { edits, owner, composed, refused: Vec::new() };
    }
    let (edits, owner) = keep(&edits, &owner, |i| !out.iter().any(|(o, _)| *o == i));
    let composed = compose::compose(text, &edits);
    Chosen { edits, owner, composed, refused: out.to_vec() }
}

fn keep(edits: &[Edit], owner: &[usize], wanted: impl Fn(usize) -> bool) -> (Vec<Edit>, Vec<usize>) {
    edits.iter().zip(owner).filter(|(_, o)| wanted(**o)).map(|(e, o)| (e.clone(), *o)).unzip()
}

/// The first syntax error the composed text adds, as `message at line:col of the result`.
fn parse_error(composed: &Composed, parsing: &Parsing) -> Option<String> {
    // A file without errors stays so if the items the rewrite changed do: they are parsed
    // alone, from the new text, and no tree of the whole new file is made.
    if parsing.errors_before == 0 {
        let before = parsing.before.syntax_node();
        if frag::edited_items_parse(&before, &composed.replaced, &composed.text, parsing.edition) == Some(true) {
            return None;
        }
    }
    let after =
        crate::rewriting::reparse::reparsed(parsing.before, &composed.replaced, &composed.text, parsing.edition);
    if after.errors().len() <= parsing.errors_before {
        return None;
    }
    // Re-parsing a block whose braces moved (`} else {` removed, its body kept) can report
    // errors a parse of the whole text does not: that parse decides.
    let errors = SourceFile::parse(&composed.text, parsing.edition).errors();
    if errors.len() <= parsing.errors_before {
        return None;
    }
    // The error in the new code (the file may have had errors of its own), shown with the
    // line of the result it is on: a position in the result means nothing to the reader.
    let changed = crate::rewriting::reparse::new_ranges(&composed.replaced);
    let near = |e: &&ra_ap_syntax::SyntaxError| {
        changed.iter().any(|r| r.start() <= e.range().end() && e.range().start() <= r.end())
    };
    let err = errors.iter().find(near).unwrap_or(&errors[0]);
    Some(format!("{err}, in the new code `{}`", line_around(&composed.text, err.range().start().into())))
}

/// The line of `text` holding `offset`, without its indentation, cut at 100 characters.
fn line_around(text: &str, offset: usize) -> String {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    let line = text[start..end].trim();
    match line.char_indices().nth(100) {
        Some((cut, _)) => format!("{}...", &line[..cut]),
        None => line.to_owned(),
    }
}

/// The members of `set` whose rewrite fails, found by halving: a set that passes holds none.
/// Each member found comes with the failure of its rewrite alone.
fn bisect(set: &[usize], fails: &mut dyn FnMut(&[usize]) -> Option<String>) -> Vec<(usize, String)> {
    let Some(error) = fails(set) else { return Vec::new() };
    if let [one] = set {
        return vec![(*one, error)];
    }
    let (a, b) = set.split_at(set.len() / 2);
    let mut found = bisect(a, fails);
    found.extend(bisect(b, fails));
    found
}

/// Why the new text of an edit at `edit` makes the fn it is in call itself where the old text
/// did not: a call of the fn's own name on `self` (`self.f(..)`, `(*self).f(..)`), through
/// `Self::f(..)` or the impl's type (`Vec::f(..)` in `impl Vec`), or, in a fn outside impls and
/// traits, a bare `f(..)`. Calls on anything else are other values' methods.
pub(crate) fn self_call(root: &SyntaxNode, text: &str, edit: &Edit, render: impl FnOnce() -> String) -> Option<String> {
    let (name, owner_ty) = enclosing_fn(root, edit.range)?;
    // Calls are added by the `+` code's text, or come with code copied from outside the edit;
    // code copied from inside it was there before.
    let may_add = edit.parts.iter().any(|p| match p {
        Part::Text(t) => t.contains(name.as_str()),
        Part::Code { range, .. } => !edit.range.contains_range(*range),
    });
    if !may_add {
        return None;
    }
    let calls = |code: &str| self_calls(code, &name, owner_ty.as_ref());
    let new_calls = calls(&render());
    if new_calls == 0 || new_calls <= calls(&text[edit.range]) {
        return None;
    }
    Some(format!(
        "the rewrite would make `{name}` call itself (a call of `{name}` added inside `fn {name}`): {LEFT_AS_IT_WAS}"
    ))
}

/// The name of the fn around `range`, and where it is: `None` free, `Some(None)` in a trait,
/// `Some(Some(T))` in an impl for type `T`.
fn enclosing_fn(root: &SyntaxNode, range: TextRange) -> Option<(String, Option<Option<String>>)> {
    if range.end() > root.text_range().end() {
        return None;
    }
    let f = root.covering_element(range).ancestors().find_map(ast::Fn::cast)?;
    let name = f.name()?.text().to_string();
    let owner_ty = f.syntax().parent().and_then(|list| list.parent()).and_then(|p| match ast::Impl::cast(p.clone()) {
        Some(imp) => Some(Some(type_name(&imp.self_ty()?)?)),
        None => ast::Trait::cast(p).map(|_| None),
    });
    Some((name, owner_ty))
}

/// Why an edit inside a const context (a `const fn`, a `const` or `static` initialiser, a
/// `const { }` block) would add a call of a method that may not be called there: a method the
/// old text did not call, on code the edit re-emits, which the model says is not a const fn
/// (or is const only on nightly, E0658). Where the model cannot tell, the rewrite is made
/// (`--verify`'s build is the judge of those).
fn const_call(root: &SyntaxNode, text: &str, edit: &Edit, is_const: &ConstQuestion) -> Option<String> {
    if edit.range.end() > root.text_range().end() {
        return None;
    }
    let context = const_context(&root.covering_element(edit.range))?;
    let refusal = |name: &str| {
        format!(
            "the rewrite would call `{name}` inside {context}, where it is not const (or const only on nightly): {LEFT_AS_IT_WAS}"
        )
    };
    let old_text = &text[edit.range];
    let old = called_names(old_text);
    for (i, part) in edit.parts.iter().enumerate() {
        let (Part::Code { range, .. }, Some(Part::Text(after))) = (part, edit.parts.get(i + 1)) else { continue };
        let Some(name) = after.strip_prefix('.').and_then(|a| called_names(a).first().copied()) else { continue };
        let is_call_of_receiver = after[1..].trim_start().starts_with(name);
        if !is_call_of_receiver || old.contains(&name) {
            continue;
        }
        if is_const(Callee::Method { receiver: *range, name }) == Some(false) {
            return Some(refusal(name));
        }
    }
    // Methods called on code the rewrite writes itself (`(lo..=hi).contains(&x)`): no model
    // can type what does not exist yet, so the method is judged by its name across std.
    for (i, part) in edit.parts.iter().enumerate() {
        let Part::Text(added) = part else { continue };
        let after_code = i > 0 && matches!(edit.parts[i - 1], Part::Code { .. });
        for (at, name) in method_calls(added) {
            if (at == 0 && after_code) || old.contains(&name) {
                continue;
            }
            if is_const(Callee::MethodNamed(name)) == Some(false) {
                return Some(refusal(name));
            }
        }
    }
    let old_paths = called_paths(old_text);
    for part in &edit.parts {
        let Part::Text(added) = part else { continue };
        for path in called_paths(added) {
            if !old_paths.contains(&path) && is_const(Callee::Path(&path)) == Some(false) {
                return Some(refusal(&path));
            }
        }
    }
    None
}

/// A call added code makes, to ask whether it may be made in a const context.
pub(crate) enum Callee<'a> {
    /// `.name(..)` on the code at `receiver` (a range of the current text).
    Method { receiver: TextRange, name: &'a str },
    /// A path called (`AtomicUsize::new`), as the `+` code writes it.
    Path(&'a str),
    /// `.name(..)` on code the `+` code writes itself, whose type no model knows.
    MethodNamed(&'a str),
}

/// The method calls `.name(` in `code` (not `..name(`, a range), with the offset of their dot.
fn method_calls(code: &str) -> Vec<(usize, &str)> {
    let bytes = code.as_bytes();
    code.match_indices('.')
        .filter(|&(i, _)| (i == 0 || bytes[i - 1] != b'.') && bytes.get(i + 1).is_some_and(|&b| b != b'.'))
        .filter_map(|(i, _)| {
            let rest = &code[i + 1..];
            let name = called_names(rest).first().copied()?;
            rest.trim_start().starts_with(name).then_some((i, name))
        })
        .collect()
}

/// Whether a call is of a const fn stable Rust may call in a const context; `None`: unknown.
pub(crate) type ConstQuestion<'a> = dyn Fn(Callee) -> Option<bool> + 'a;

/// The paths `code` calls as fns (`AtomicUsize::new(0)`, `f::<T>(x)`): not methods (after a
/// `.`), macros, or tuple structs and variants (a capitalised last name: `Some(x)`).
fn called_paths(code: &str) -> Vec<String> {
    crate::plus_code::paths(&crate::plus_code::tokens(code))
        .into_iter()
        .filter(|p| p.is_called() && !p.names.last().is_some_and(|n| n.starts_with(char::is_uppercase)))
        .map(|p| p.names.join("::"))
        .collect()
}

/// The const context an element is in, named for a message.
fn const_context(at: &ra_ap_syntax::SyntaxElement) -> Option<&'static str> {
    at.ancestors().find_map(|n| {
        if let Some(f) = ast::Fn::cast(n.clone()) {
            return Some(f.const_token().map(|_| "a `const fn`"));
        }
        match n.kind() {
            SyntaxKind::CONST | SyntaxKind::STATIC => Some(Some("a `const` or `static` initialiser")),
            SyntaxKind::CONST_BLOCK_PAT | SyntaxKind::CONST_ARG => Some(Some("a const context")),
            SyntaxKind::BLOCK_EXPR if ast::BlockExpr::cast(n.clone())?.const_token().is_some() => {
                Some(Some("a `const` block"))
            }
            _ => None,
        }
    })?
}

/// The names `code` calls (`f(..)`, `x.f(..)`, `a::f::<T>(..)`), macros and capitalised names
/// (tuple structs, variants) left out; one entry a call.
fn called_names(code: &str) -> Vec<&str> {
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let mut rest = code;
    let mut offset = 0;
    while let Some(start) = rest.find(|c: char| c.is_alphabetic() || c == '_') {
        let word_start = offset + start;
        let len = code[word_start..].find(|c: char| !is_name(c)).unwrap_or(code.len() - word_start);
        let word = &code[word_start..word_start + len];
        let after = &code[word_start + len..];
        if !word.starts_with(char::is_uppercase) && !after.starts_with('!') && is_call(after) {
            out.push(word);
        }
        offset = word_start + len;
        rest = &code[offset..];
    }
    out
}

/// The last name of a type's path (`Vec` of `Vec<T, A>`).
fn type_name(ty: &ast::Type) -> Option<String> {
    match ty {
        ast::Type::PathType(p) => Some(p.path()?.segment()?.name_ref()?.text().to_string()),
        _ => None,
    }
}

/// How many calls of `name` in `code` call the fn itself. `owner`: `None` for a free fn,
/// `Some(None)` in a trait, `Some(Some(T))` in an impl for type `T`.
fn self_calls(code: &str, name: &str, owner: Option<&Option<String>>) -> usize {
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    let mut count = 0;
    for (at, _) in code.match_indices(name) {
        let (before, after) = (&code[..at], &code[at + name.len()..]);
        if before.ends_with(is_name) || !is_call(after) {
            continue;
        }
        let before = before.trim_end();
        let hit = if let Some(receiver) = before.strip_suffix('.') {
            owner.is_some() && is_self(receiver.trim_end())
        } else if let Some(qualifier) = before.strip_suffix("::") {
            let qualifier = last_word(qualifier.trim_end());
            match owner {
                Some(Some(ty)) => qualifier == "Self" || qualifier == ty,
                Some(None) => qualifier == "Self",
                None => false,
            }
        } else {
            owner.is_none() && !before.ends_with("fn")
        };
        count += usize::from(hit);
    }
    count
}

/// Whether the text after a name makes it a call: `(`, maybe after `::<..>` turbofish.
fn is_call(after: &str) -> bool {
    let after = after.trim_start();
    let after = match after.strip_prefix("::") {
        Some(rest) if rest.trim_start().starts_with('<') => match rest.find('>') {
            Some(end) => &rest[end + 1..],
            None => return false,
        },
        _ => after,
    };
    after.trim_start().starts_with('(')
}

/// Whether a receiver's text ends in `self` itself: `self`, `(*self)`, `(&self)`, `*self`.
fn is_self(receiver: &str) -> bool {
    let inner = receiver.strip_suffix(')').map(str::trim_end).unwrap_or(receiver);
    let word = last_word(inner);
    if word != "self" {
        return false;
    }
    let rest = inner[..inner.len() - word.len()].trim_end();
    let rest = rest.strip_suffix(['*', '&']).map(str::trim_end).unwrap_or(rest);
    let rest = rest.strip_suffix("&mut").map(str::trim_end).unwrap_or(rest);
    // `a.self` is no receiver; `x(self)` is another call's argument.
    !rest.ends_with(['.', ':']) && (!receiver.ends_with(')') || rest.ends_with('('))
}

fn last_word(text: &str) -> &str {
    let start = text.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + c_len(text, i));
    &text[start..]
}

fn c_len(text: &str, i: usize) -> usize {
    text[i..].chars().next().map_or(1, char::len_utf8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn added_self_call(file: &str, old: &str, new: &str) -> bool {
        let parse = SourceFile::parse(file, Edition::Edition2021);
        let at = file.find(old).unwrap();
        let range = TextRange::at((at as u32).into(), (old.len() as u32).into());
        let edit = Edit { range, parts: vec![Part::Text(new.to_owned())], expr: None, wrap: false };
        self_call(&parse.syntax_node(), file, &edit, || new.to_owned()).is_some()
    }

    #[test]
    fn a_call_of_the_enclosing_fn_on_self_is_found() {
        let file = "impl V {\n    fn is_empty(&self) -> bool { self.len() == 0 }\n}\n";
        assert!(added_self_call(file, "self.len() == 0", "self.is_empty()"));
        assert!(added_self_call(file, "self.len() == 0", "(*self).is_empty()"));
        assert!(added_self_call(file, "self.len() == 0", "Self::is_empty(self)"));
        assert!(added_self_call(file, "self.len() == 0", "V::is_empty(self)"));
        let free = "fn new() -> X { X::default() }";
        assert!(added_self_call(free, "X::default()", "new()"));
        let in_trait = "trait T { fn is_some(&self) -> bool { !self.is_none() } }";
        assert!(added_self_call(in_trait, "!self.is_none()", "self.is_some()"));
    }

    #[test]
    fn calls_of_other_values_or_fns_are_not() {
        let file = "impl V {\n    fn is_empty(&self) -> bool { self.items.len() == 0 }\n}\n";
        assert!(!added_self_call(file, "self.items.len() == 0", "self.items.is_empty()"));
        assert!(!added_self_call(file, "self.items.len() == 0", "Vec::is_empty(&self.items)"));
        assert!(!added_self_call(file, "self.items.len() == 0", "self.is_empty_now()"));
        // In an impl, a bare call is a free fn's.
        assert!(!added_self_call(file, "self.items.len() == 0", "is_empty(&self.items)"));
        // A call that was there before is not added.
        let already = "impl V {\n    fn f(&self) -> u8 { g(self.f()) }\n}\n";
        assert!(!added_self_call(already, "g(self.f())", "h(self.f())"));
        let elsewhere = "fn other(v: &V) -> bool { v.len() == 0 }";
        assert!(!added_self_call(elsewhere, "v.len() == 0", "v.is_empty()"));
    }

    fn added_const_call(file: &str, old: &str, receiver: &str, method: &str) -> bool {
        let parse = SourceFile::parse(file, Edition::Edition2021);
        let at = file.find(old).unwrap();
        let range = TextRange::at((at as u32).into(), (old.len() as u32).into());
        let r = file.find(receiver).unwrap();
        let code = TextRange::at((r as u32).into(), (receiver.len() as u32).into());
        let edit = Edit {
            range,
            parts: vec![Part::Code { range: code, parens: false, place: None }, Part::Text(format!(".{method}()"))],
            expr: None,
            wrap: false,
        };
        // The model here: `unwrap_or` is not const, `is_empty` is.
        let is_const = |call: Callee| match call {
            Callee::Method { name: "unwrap_or", .. } | Callee::Path("std::thread::current") => Some(false),
            Callee::Method { name: "is_empty", .. } | Callee::Path("AtomicUsize::new") => Some(true),
            _ => None,
        };
        const_call(&parse.syntax_node(), file, &edit, &is_const).is_some()
    }

    #[test]
    fn a_call_of_a_method_that_is_not_const_in_a_const_context_is_found() {
        let f = "const fn f(x: Option<u8>) -> u8 { match x { Some(v) => v, None => 0 } }";
        assert!(added_const_call(f, "match x { Some(v) => v, None => 0 }", "x", "unwrap_or"));
        let c = "static S: u8 = { A.unwrap_or_else() };";
        assert!(added_const_call(c, "A.unwrap_or_else()", "A", "unwrap_or"));
    }

    /// Whether replacing `old` in `file` with the `+` text `added` (no metavariable) is refused
    /// for a method call on the added code, with a model knowing `contains` is never const.
    fn added_call_on_added_code(file: &str, old: &str, added: &str) -> bool {
        let start = file.find(old).unwrap();
        let range = TextRange::at((start as u32).into(), (old.len() as u32).into());
        let parse = SourceFile::parse(file, Edition::Edition2021);
        let edit = Edit { range, parts: vec![Part::Text(added.to_owned())], expr: None, wrap: false };
        let is_const = |call: Callee| match call {
            Callee::MethodNamed("contains") => Some(false),
            Callee::MethodNamed("is_empty") => None,
            _ => None,
        };
        const_call(&parse.syntax_node(), file, &edit, &is_const).is_some()
    }

    #[test]
    fn a_method_that_is_never_const_on_added_code_is_found() {
        let f = "const fn f(x: u8) -> bool { x >= 1 && x <= 9 }";
        assert!(added_call_on_added_code(f, "x >= 1 && x <= 9", "(1..=9).contains(&x)"));
        assert!(!added_call_on_added_code(f, "x >= 1 && x <= 9", "[1u8][..].is_empty()"), "unknown: made");
        let not_const = "fn f(x: u8) -> bool { x >= 1 && x <= 9 }";
        assert!(!added_call_on_added_code(not_const, "x >= 1 && x <= 9", "(1..=9).contains(&x)"));
        assert_eq!(method_calls("(a..b).contains(&x).then(..f(y))"), [(6, "contains"), (19, "then")]);
    }

    #[test]
    fn const_methods_unknown_ones_and_other_contexts_pass() {
        let c = "const N: bool = A.len() == 0;";
        assert!(!added_const_call(c, "A.len() == 0", "A", "is_empty"));
        assert!(!added_const_call(c, "A.len() == 0", "A", "not_known"));
        let f = "fn f(x: Option<u8>) -> u8 { match x { Some(v) => v, None => 0 } }";
        assert!(!added_const_call(f, "match x { Some(v) => v, None => 0 }", "x", "unwrap_or"));
    }

    fn added_path_call(file: &str, old: &str, new: &str) -> bool {
        let parse = SourceFile::parse(file, Edition::Edition2021);
        let at = file.find(old).unwrap();
        let range = TextRange::at((at as u32).into(), (old.len() as u32).into());
        let edit = Edit { range, parts: vec![Part::Text(new.to_owned())], expr: None, wrap: false };
        let is_const = |call: Callee| match call {
            Callee::Path("std::thread::current") => Some(false),
            Callee::Path("AtomicUsize::new") => Some(true),
            _ => None,
        };
        const_call(&parse.syntax_node(), file, &edit, &is_const).is_some()
    }

    #[test]
    fn a_path_call_that_is_not_const_in_a_const_context_is_found() {
        let s = "static COUNT: AtomicUsize = ATOMIC_USIZE_INIT;";
        assert!(added_path_call(s, "ATOMIC_USIZE_INIT", "std::thread::current()"));
        assert!(!added_path_call(s, "ATOMIC_USIZE_INIT", "AtomicUsize::new(0)"), "const");
        assert!(!added_path_call(s, "ATOMIC_USIZE_INIT", "not_known(0)"), "unknown");
        assert!(!added_path_call(s, "ATOMIC_USIZE_INIT", "Some(0)"), "a variant");
        let f = "fn f() -> u8 { 0 }";
        assert!(!added_path_call(f, "0", "std::thread::current()"), "not a const context");
    }

    #[test]
    fn called_paths_are_fn_calls_only() {
        let paths = called_paths("a::b(x) + y.c(z) + d!(w) + Some(1) + e::<u8>(2) + F::new() + g");
        assert_eq!(paths, ["a::b", "e", "F::new"]);
    }

    #[test]
    fn bisection_finds_each_failing_member() {
        let bad = [3, 7, 8];
        let mut asked = 0;
        let mut fails = |set: &[usize]| {
            asked += 1;
            set.iter().find(|i| bad.contains(i)).map(|i| format!("{i} fails"))
        };
        let found = bisect(&(0..16).collect::<Vec<_>>(), &mut fails);
        assert_eq!(found, [(3, "3 fails".to_owned()), (7, "7 fails".to_owned()), (8, "8 fails".to_owned())]);
    }

    #[test]
    fn one_bad_match_among_many_costs_a_few_parses() {
        let mut asked = 0;
        let mut fails = |set: &[usize]| {
            asked += 1;
            set.contains(&700).then(|| "700 fails".to_owned())
        };
        assert_eq!(bisect(&(0..1024).collect::<Vec<_>>(), &mut fails), [(700, "700 fails".to_owned())]);
        // Two halves asked at each of the 10 levels, and the whole once.
        assert_eq!(asked, 21);
    }
}

//! Names that `+` code uses but nothing in the patch defines.
//!
//! `+` code is written into the file as it stands, so a name in it that is neither a
//! metavariable nor code the rule matched is printed literally: with `expression e;`,
//! `+ f.is_empty()` writes `f.is_empty()` whatever `e` matched. That is the most common typo in
//! a patch, and nothing downstream notices it (the output parses). A name is *known* when it is:
//!
//! - a metavariable of the rule (declared, inherited or fresh);
//! - a token of the rule's `-`, `*` or context code (or `when` clauses), or a word of one of its
//!   constraints: the user wrote it where the rule matches, so it is a name of the code;
//! - bound by `+` code (`let y`, a closure's `|y|`, a pattern's binding, a fn's name) or
//!   imported by it (`use rand::rng;`), in this rule or another: rules run in turn on the same
//!   file, so what one adds another may name.
//!
//! Only plain names are checked: a single-segment path expression (`f` in `f.is_empty()` or
//! `f(x)`). Method and field names, macro names, multi-segment paths, keywords and the text of
//! string literals name things the patch cannot know about. An unknown plain name is:
//!
//! - an error when it is one edit (Damerau-Levenshtein distance 1) away from a metavariable that
//!   can stand where it stands: an identifier metavariable where a fn is called (`h` in `h(x)`),
//!   an expression or identifier metavariable elsewhere (never a type, position, operator or
//!   parameter). Every one-letter name is one edit from every other one, which says little, so
//!   a one-letter name must show the typo in the rest of the `+` code too: the metavariable
//!   meant is one the `+` code never names, it is the only such metavariable one edit away, and
//!   the name is not called (a one-letter fn in `+` code is a rename: `- y(x); + f(20);`, as
//!   spatch's tests write). `- e.len() == 0` / `+ f.is_empty()` is an error (`e` vanished, `f`
//!   appeared); `+ k(e)` is a warning (`e` is there: `k` is another name), and so is `f` with
//!   both `e` and `x` declared and unused in `+` code (which one was meant?);
//! - a warning otherwise: it may be a real item of the code (a fn the file defines).
//!
//! Names that are almost always real items are never reported: see [`is_well_known`].

use crate::diag::SmplError;
use crate::model::{Atom, Constraint, MetaKind, MetaVar, PlusRun};
use crate::pattern::{NodePat, Pat, TokenPat};
use ra_ap_parser::{Edition, LexedStr, SyntaxKind};
use ra_ap_syntax::{TextRange, TextSize};
use std::collections::HashSet;

/// What the `+` code of a patch's rules names, gathered rule by rule and judged once every
/// rule is read (a name one rule's `+` code defines may be used by another's).
#[derive(Default)]
pub(crate) struct PlusNames {
    /// Unknown names of each rule so far: where, the name, and the metavariable it is a typo
    /// of when the typo is clear.
    unknown: Vec<(TextRange, String, Option<String>)>,
    /// Names the `+` code of any rule binds or imports.
    defined: HashSet<String>,
}

impl PlusNames {
    /// Notes the plain names of a rule's `+` code that the rule does not define. `plus_view` is
    /// the body as its `+` code and context read it, lowered (see
    /// `compile::plus_syntax_errors`); `body` is the byte range of the rule's body in `src`.
    pub(crate) fn check_rule(
        &mut self,
        src: &str,
        body: (usize, usize),
        metas: &[MetaVar],
        plus_view: &Pat,
        plus: &[PlusRun],
    ) {
        // The `+` lines' byte ranges, sorted: leaves of the view outside them are context code.
        let mut lines: Vec<(usize, usize)> = plus
            .iter()
            .flat_map(|run| run.lines.iter().zip(&run.line_offsets))
            .map(|(line, start)| (u32::from(*start) as usize, u32::from(*start) as usize + line.len()))
            .collect();
        lines.sort_unstable();
        let in_plus = |t: &TokenPat| {
            let at = u32::from(t.origin.offset) as usize;
            let i = lines.partition_point(|&(start, _)| start <= at);
            i > 0 && at < lines[i - 1].1
        };
        let mut found = Found::default();
        collect(plus_view, false, &in_plus, &mut found);
        self.defined.extend(found.bound.iter().map(|t| t.text.clone()));
        let mut known = matched_names(src, body);
        for m in metas {
            known.insert(&m.name);
            for c in &m.constraints {
                if let Constraint::OneOf(atoms) | Constraint::NoneOf(atoms) = c {
                    known.extend(atoms.iter().filter_map(|a| match a {
                        Atom::Word(w) => Some(w.as_str()),
                        Atom::Meta { .. } => None,
                    }));
                }
            }
        }
        let plus_idents: HashSet<&str> = plus.iter().flat_map(|run| &run.lines).flat_map(|l| idents(l)).collect();
        let mut warned: HashSet<&str> = HashSet::new();
        for &(t, callee) in &found.uses {
            let name = t.text.as_str();
            if known.contains(name) || is_well_known(name) {
                continue;
            }
            let meant = suggestion(name, callee, metas, &plus_idents);
            // Every typo is an error of its own; one warning a name and rule says all there is.
            if meant.is_some() || warned.insert(name) {
                let range = TextRange::at(t.origin.offset, TextSize::of(name));
                self.unknown.push((range, name.to_owned(), meant.map(str::to_owned)));
            }
        }
    }

    /// Reports the names noted that no rule's `+` code defines either.
    pub(crate) fn finish(self, errors: &mut Vec<SmplError>, warnings: &mut Vec<SmplError>) {
        for (range, name, meant) in self.unknown {
            if self.defined.contains(&name) {
                continue;
            }
            match meant {
                Some(meant) => {
                    errors.push(SmplError::new(range, format!("{name} is not a metavariable; did you mean {meant}?")))
                }
                None => warnings.push(SmplError::new(
                    range,
                    format!("{name} is neither a metavariable nor in the code this rule matches; it is written as is"),
                )),
            }
        }
    }
}

/// The plain names `+` code uses (and whether each is called, `h` in `h(x)`) and the names it
/// binds, in patch order.
#[derive(Default)]
struct Found<'p> {
    uses: Vec<(&'p TokenPat, bool)>,
    bound: Vec<&'p TokenPat>,
}

/// `callee`: `p` is the fn part of a call.
fn collect<'p>(p: &'p Pat, callee: bool, in_plus: &dyn Fn(&TokenPat) -> bool, out: &mut Found<'p>) {
    let all = |items: &'p [Pat], out: &mut Found<'p>| items.iter().for_each(|c| collect(c, false, in_plus, out));
    match p {
        Pat::Node(n) => {
            if let Some(t) = plain_name(n).filter(|t| in_plus(t)) {
                out.uses.push((t, callee));
            }
            if let Some(t) = imported(n).filter(|t| in_plus(t)) {
                out.bound.push(t);
            }
            // `NAME` is the declaring form of a name: a binding, a parameter, an item's name.
            if n.kind == SyntaxKind::NAME {
                for c in &n.children {
                    if let Pat::Token(t) = c
                        && t.kind == SyntaxKind::IDENT
                        && in_plus(t)
                    {
                        out.bound.push(t);
                    }
                }
            }
            match (n.kind, n.children.split_first()) {
                (SyntaxKind::CALL_EXPR, Some((f, args))) => {
                    collect(f, true, in_plus, out);
                    all(args, out);
                }
                _ => all(&n.children, out),
            }
        }
        Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().for_each(|b| collect(b, callee, in_plus, out)),
        Pat::Nest(n) => collect(&n.body, false, in_plus, out),
        Pat::MacroArgs(m) => all(&m.args, out),
        Pat::Seq(items) => all(items, out),
        Pat::Optional(inner) => collect(inner, false, in_plus, out),
        Pat::Token(_) | Pat::Meta(_) | Pat::Dots(_) => {}
    }
}

/// The name of a path expression of one segment without a leading `::` (`f`, `f::<T>`):
/// `PATH_EXPR > PATH > PATH_SEGMENT > NAME_REF > IDENT`.
fn plain_name(n: &NodePat) -> Option<&TokenPat> {
    fn only_node(children: &[Pat], kind: SyntaxKind) -> Option<&NodePat> {
        match children {
            [Pat::Node(c)] if c.kind == kind => Some(c),
            _ => None,
        }
    }
    if n.kind != SyntaxKind::PATH_EXPR {
        return None;
    }
    let path = only_node(&n.children, SyntaxKind::PATH)?;
    let segment = only_node(&path.children, SyntaxKind::PATH_SEGMENT)?;
    let Some(Pat::Node(name_ref)) = segment.children.first() else { return None };
    match &name_ref.children[..] {
        [Pat::Token(t)] if name_ref.kind == SyntaxKind::NAME_REF && t.kind == SyntaxKind::IDENT => Some(t),
        _ => None,
    }
}

/// The name a `use` brings in: the last segment of a use tree's path (`rng` in
/// `use rand::rng;`), when the tree is not a list (`a::{b, c}`: each is a tree of its own) or a
/// glob. A rename (`as x`) is a `NAME`, found as a binding.
fn imported(n: &NodePat) -> Option<&TokenPat> {
    if n.kind != SyntaxKind::USE_TREE
        || n.children.iter().any(|c| matches!(c, Pat::Node(c) if c.kind != SyntaxKind::PATH))
        || n.children.iter().any(|c| matches!(c, Pat::Token(t) if t.kind == SyntaxKind::STAR))
    {
        return None;
    }
    let Some(Pat::Node(path)) = n.children.first() else { return None };
    let Some(Pat::Node(segment)) = path.children.last() else { return None };
    let Some(Pat::Node(name_ref)) = segment.children.first() else { return None };
    match &name_ref.children[..] {
        [Pat::Token(t)] if name_ref.kind == SyntaxKind::NAME_REF && t.kind == SyntaxKind::IDENT => Some(t),
        _ => None,
    }
}

/// Every identifier on the body's lines that are not `+` lines: `-`, `*`, context and `when`
/// code, `@p` attachments. Lexed rather than parsed: a name is known wherever it is written.
fn matched_names(src: &str, (start, end): (usize, usize)) -> HashSet<&str> {
    src[start..end].lines().filter(|l| !l.starts_with('+')).flat_map(idents).collect()
}

/// The identifiers of one line of code, as slices of it (they outlive the lexer).
fn idents(line: &str) -> Vec<&str> {
    let lexed = LexedStr::new(Edition::Edition2021, line);
    (0..lexed.len())
        .filter(|&t| lexed.kind(t) == SyntaxKind::IDENT)
        .map(|t| &line[lexed.text_start(t)..lexed.text_start(t) + lexed.text_len(t)])
        .collect()
}

/// Names `+` code may use without the rule defining them, because they are almost always real
/// items: types and enum variants (`Vec`, `Some`, `None`, `Ok`, `Box`: anything capitalised),
/// the primitive types' names, and the lowercase functions of Rust's prelude (`drop`,
/// `size_of`...). `self`, `Self`, `super` and `crate` are keywords, never plain names, and
/// macros (`vec!`) are not path expressions. Other real items (a fn the file defines) get the
/// warning, which a reader can ignore: this list only keeps the warning from being noise.
fn is_well_known(name: &str) -> bool {
    const PRELUDE_FNS: &[&str] = &["drop", "size_of", "size_of_val", "align_of", "align_of_val"];
    const PRIMITIVES: &[&str] = &[
        "bool", "char", "str", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
        "f32", "f64",
    ];
    name.starts_with(|c: char| c.is_uppercase())
        || name.starts_with("__cocci_")
        || PRELUDE_FNS.contains(&name)
        || PRIMITIVES.contains(&name)
}

/// The metavariable an unknown `name` is most likely a typo of, if the typo is clear enough to
/// refuse the patch (see the module doc); `in_plus` holds the identifiers of the `+` lines.
fn suggestion<'m>(name: &str, callee: bool, metas: &'m [MetaVar], in_plus: &HashSet<&str>) -> Option<&'m str> {
    let one_letter = name.chars().count() == 1;
    // A one-letter fn name in `+` code is a rename (`- y(x); + f(20);`), as spatch's tests
    // write them, more often than a typo.
    if one_letter && callee {
        return None;
    }
    let fits = |kind: &MetaKind| match kind {
        MetaKind::Identifier | MetaKind::FreshIdentifier(_) => true,
        MetaKind::Expression
        | MetaKind::Constant
        | MetaKind::ExpressionList(_)
        | MetaKind::IdExpression(_)
        | MetaKind::Pattern
        | MetaKind::Statement => !callee,
        _ => false,
    };
    let mut close = metas
        .iter()
        .filter(|m| {
            fits(&m.kind)
                && !m.name.contains('.')
                && !(one_letter && in_plus.contains(m.name.as_str()))
                && one_edit_apart(name, &m.name)
        })
        .map(|m| m.name.as_str());
    let first = close.next()?;
    if !one_letter || close.next().is_none() { Some(first) } else { None }
}

/// Whether `a` and `b` differ by exactly one edit: one character substituted, inserted,
/// deleted, or two adjacent characters swapped (Damerau-Levenshtein distance 1).
pub(crate) fn one_edit_apart(a: &str, b: &str) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (short, long) = if a.len() <= b.len() { (&a, &b) } else { (&b, &a) };
    let prefix = short.iter().zip(long.iter()).take_while(|(x, y)| x == y).count();
    match long.len() - short.len() {
        // Substitution, or a swap of two neighbours.
        0 => {
            if prefix == a.len() {
                return false;
            }
            let (sa, sb) = (&a[prefix + 1..], &b[prefix + 1..]);
            sa == sb
                || (prefix + 1 < a.len()
                    && a[prefix] == b[prefix + 1]
                    && a[prefix + 1] == b[prefix]
                    && a[prefix + 2..] == b[prefix + 2..])
        }
        // Insertion: the longer is the shorter with one character added at the first difference.
        1 => short[prefix..] == long[prefix + 1..],
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edit() {
        for (a, b) in [("f", "e"), ("e", "e1"), ("len", "lem"), ("tcx", "txc"), ("arg", "ar"), ("xs", "x")] {
            assert!(one_edit_apart(a, b), "{a} {b}");
            assert!(one_edit_apart(b, a), "{b} {a}");
        }
        for (a, b) in [("e", "e"), ("ab", "cd"), ("e", "e12"), ("abc", "cba"), ("tcx", "tyy")] {
            assert!(!one_edit_apart(a, b), "{a} {b}");
        }
    }

    #[test]
    fn well_known_names() {
        for n in ["Some", "Vec", "drop", "u8", "str"] {
            assert!(is_well_known(n), "{n}");
        }
        for n in ["f", "foo", "std"] {
            assert!(!is_well_known(n), "{n}");
        }
    }
}

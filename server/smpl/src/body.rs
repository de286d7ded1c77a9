//! The first pass over a rule body: lines are classified by their column-0 marker and the SmPL
//! operators inside them (`...`, `<...`, `...>`, `\(`, `@p`, `when`) are separated from the Rust
//! code, giving a tree of [`Elem`]s in which disjunctions and nests are already nested.

use crate::diag::SmplError;
use crate::pattern::Mark;
use ra_ap_parser::{Edition, LexedStr, SyntaxKind};

#[derive(Clone, Debug)]
pub enum Elem {
    /// Rust code from one line (`start..end` in the patch).
    Code {
        start: usize,
        end: usize,
        mark: Mark,
        optional: bool,
    },
    /// The end of a line.
    Newline,
    Dots {
        start: usize,
        mark: Mark,
        whens: Vec<WhenSrc>,
    },
    Nest {
        start: usize,
        mark: Mark,
        at_least_one: bool,
        body: Vec<Elem>,
        whens: Vec<WhenSrc>,
    },
    /// `( A | B )` or `( A & B )`; `inline` for `\( A \| B \)`.
    Disj {
        start: usize,
        branches: Vec<Vec<Elem>>,
        /// Where each branch ends in the patch (its `|`, `&` or `)`).
        ends: Vec<usize>,
        conj: bool,
    },
    /// `@p` after some code: binds position metavariable `name`.
    Position {
        name: String,
        start: usize,
    },
    /// One `+` line; `start..end` is its text after the marker.
    Plus {
        line_start: usize,
        start: usize,
        end: usize,
    },
}

#[derive(Clone, Debug)]
pub enum WhenSrc {
    NotMatch { start: usize, end: usize },
    Match { start: usize, end: usize },
    Any,
    Strict,
    Exists,
    Forall,
}

/// Flat tokens, before disjunctions and nests are nested.
#[derive(Debug)]
enum Raw {
    Elem(Elem),
    DisjOpen { start: usize, inline: bool },
    DisjBar { start: usize },
    ConjAmp { start: usize },
    DisjClose { start: usize },
    NestOpen { start: usize, mark: Mark, at_least_one: bool },
    NestClose { start: usize, at_least_one: bool },
    When(WhenSrc, usize),
}

/// Scans the body `src[start..end]`. `positions` are the names of position metavariables, which
/// are the only names `@` may attach.
pub fn scan_body(src: &str, start: usize, end: usize, positions: &[&str], errors: &mut Vec<SmplError>) -> Vec<Elem> {
    let mut raws = Vec::new();
    let mut line_start = start;
    while line_start < end {
        let line_end = src[line_start..end].find('\n').map_or(end, |i| line_start + i);
        scan_line(src, line_start, line_end, positions, &mut raws, errors);
        raws.push(Raw::Elem(Elem::Newline));
        line_start = line_end + 1;
    }
    let mut it = raws.into_iter().peekable();
    let body = nest_elems(&mut it, &mut |_| false, errors);
    if let Some(raw) = it.next() {
        errors.push(SmplError::at(raw_start(&raw), format!("unexpected {}", describe(&raw))));
    }
    body
}

/// Scans `src[start..end]` as context code on one line (the pattern of a `when`).
pub fn scan_fragment(
    src: &str,
    start: usize,
    end: usize,
    positions: &[&str],
    errors: &mut Vec<SmplError>,
) -> Vec<Elem> {
    let mut raws = Vec::new();
    scan_code(src, start, end, Mark::Context, false, positions, &mut raws, errors);
    let mut it = raws.into_iter().peekable();
    nest_elems(&mut it, &mut |_| false, errors)
}

fn scan_line(src: &str, start: usize, end: usize, positions: &[&str], out: &mut Vec<Raw>, errors: &mut Vec<SmplError>) {
    let line = &src[start..end];
    let Some(first) = line.chars().next() else {
        return;
    };
    let rest_blank = |from: usize| {
        let rest = line[from..].trim();
        rest.is_empty() || rest.starts_with("//")
    };
    match first {
        '(' | '|' | '&' | ')' if rest_blank(1) => {
            out.push(match first {
                '(' => Raw::DisjOpen { start, inline: false },
                '|' => Raw::DisjBar { start },
                '&' => Raw::ConjAmp { start },
                _ => Raw::DisjClose { start },
            });
            return;
        }
        '+' => {
            out.push(Raw::Elem(Elem::Plus { line_start: start, start: start + 1, end }));
            return;
        }
        _ => {}
    }
    if line.starts_with("//") || line.trim().is_empty() {
        return;
    }
    let (mark, optional, code_start) = match first {
        '-' => (Mark::Minus, false, start + 1),
        '*' => (Mark::Star, false, start + 1),
        // `?-`: an optional line that is removed where present.
        '?' if line[1..].starts_with('-') => (Mark::Minus, true, start + 2),
        '?' => (Mark::Context, true, start + 1),
        ' ' | '\t' => (Mark::Context, false, start + 1),
        _ => (Mark::Context, false, start),
    };
    // A `when` line continues the `...` before it.
    let trimmed = src[code_start..end].trim_start();
    if trimmed.starts_with("when") && !trimmed[4..].starts_with(|c: char| c.is_alphanumeric() || c == '_') {
        let when_start = end - trimmed.len();
        scan_whens(src, when_start, end, out, errors);
        return;
    }
    scan_code(src, code_start, end, mark, optional, positions, out, errors);
}

/// Splits Rust code from SmPL operators on one line.
#[allow(clippy::too_many_arguments)]
fn scan_code(
    src: &str,
    start: usize,
    end: usize,
    mark: Mark,
    optional: bool,
    positions: &[&str],
    out: &mut Vec<Raw>,
    errors: &mut Vec<SmplError>,
) {
    let text = &src[start..end];
    let lexed = LexedStr::new(Edition::Edition2021, text);
    let mut code_from = 0;
    let flush = |out: &mut Vec<Raw>, upto: usize, from: &mut usize, next: usize| {
        if upto > *from && !text[*from..upto].trim().is_empty() {
            out.push(Raw::Elem(Elem::Code { start: start + *from, end: start + upto, mark, optional }));
        }
        *from = next;
    };
    let mut i = 0;
    while i < lexed.len() {
        let s = lexed.text_start(i);
        let kind = lexed.kind(i);
        let at = &text[s..];
        // How many lexer tokens an operator spans (punctuation lexes one character a token).
        let mut skip = 0;
        if kind == SyntaxKind::L_ANGLE && (at.starts_with("<...") || at.starts_with("<+...")) {
            let plus = at.starts_with("<+");
            flush(out, s, &mut code_from, s + if plus { 5 } else { 4 });
            out.push(Raw::NestOpen { start: start + s, mark, at_least_one: plus });
            skip = if plus { 5 } else { 4 };
        } else if kind == SyntaxKind::DOT && at.starts_with("...") {
            if at.starts_with("...+>") || at.starts_with("...>") {
                let plus = at.starts_with("...+");
                let len = if plus { 5 } else { 4 };
                flush(out, s, &mut code_from, s + len);
                out.push(Raw::NestClose { start: start + s, at_least_one: plus });
                skip = len;
            } else {
                flush(out, s, &mut code_from, s + 3);
                out.push(Raw::Elem(Elem::Dots { start: start + s, mark, whens: Vec::new() }));
                skip = 3;
            }
        } else if at.starts_with('\\') && at[1..].starts_with(['(', '|', '&', ')']) {
            flush(out, s, &mut code_from, s + 2);
            let st = start + s;
            out.push(match at.as_bytes()[1] {
                b'(' => Raw::DisjOpen { start: st, inline: true },
                b'|' => Raw::DisjBar { start: st },
                b'&' => Raw::ConjAmp { start: st },
                _ => Raw::DisjClose { start: st },
            });
            // `\` is one error token, the delimiter another.
            skip = 2;
        } else if kind == SyntaxKind::POUND || kind == SyntaxKind::AT {
            if kind == SyntaxKind::AT
                && i + 1 < lexed.len()
                && lexed.kind(i + 1) == SyntaxKind::IDENT
                && positions.contains(&lexed.text(i + 1))
            {
                let name_end = lexed.text_start(i + 1) + lexed.text_len(i + 1);
                flush(out, s, &mut code_from, name_end);
                out.push(Raw::Elem(Elem::Position { name: lexed.text(i + 1).to_owned(), start: start + s }));
                skip = 2;
            }
        } else if kind == SyntaxKind::IDENT && lexed.text(i) == "when" && last_is_dots(out, code_from, s, text) {
            flush(out, s, &mut code_from, text.len());
            scan_whens(src, start + s, end, out, errors);
            return;
        }
        i += skip.max(1);
    }
    flush(out, text.len(), &mut code_from, text.len());
}

/// Whether `when` at `s` directly follows a `...` (only whitespace between).
fn last_is_dots(out: &[Raw], code_from: usize, s: usize, text: &str) -> bool {
    matches!(out.last(), Some(Raw::Elem(Elem::Dots { .. })) | Some(Raw::NestClose { .. }))
        && text[code_from..s].trim().is_empty()
}

/// `when != P when = Q when any ...` from `start` to the end of the line.
fn scan_whens(src: &str, start: usize, end: usize, out: &mut Vec<Raw>, errors: &mut Vec<SmplError>) {
    // Split at each `when` keyword outside strings.
    let text = &src[start..end];
    let lexed = LexedStr::new(Edition::Edition2021, text);
    let mut cuts: Vec<usize> = (0..lexed.len())
        .filter(|&i| lexed.kind(i) == SyntaxKind::IDENT && lexed.text(i) == "when")
        .map(|i| lexed.text_start(i))
        .collect();
    cuts.push(text.len());
    for w in cuts.windows(2) {
        let clause_start = start + w[0] + 4;
        let clause = &src[clause_start..start + w[1]];
        let body = clause.trim_start();
        let body_start = clause_start + (clause.len() - body.len());
        let body_end = body_start + body.trim_end().len();
        let when = if let Some(rest) = body.strip_prefix("!=") {
            let s = body_start + 2 + (rest.len() - rest.trim_start().len());
            WhenSrc::NotMatch { start: s, end: body_end }
        } else if let Some(rest) = body.strip_prefix('=') {
            let s = body_start + 1 + (rest.len() - rest.trim_start().len());
            WhenSrc::Match { start: s, end: body_end }
        } else {
            match body.trim() {
                "any" => WhenSrc::Any,
                "strict" => WhenSrc::Strict,
                "exists" => WhenSrc::Exists,
                "forall" => WhenSrc::Forall,
                other => {
                    errors.push(SmplError::at(
                        body_start,
                        format!(
                            "expected `!=`, `=`, `any`, `strict`, `exists` or `forall` after `when`, found `{}`",
                            other.split_whitespace().next().unwrap_or("end of line")
                        ),
                    ));
                    continue;
                }
            }
        };
        if let WhenSrc::NotMatch { start: s, end: e } | WhenSrc::Match { start: s, end: e } = when
            && s >= e
        {
            errors.push(SmplError::at(s, "expected a pattern after `when`"));
            continue;
        }
        out.push(Raw::When(when, start + w[0]));
    }
}

fn raw_start(raw: &Raw) -> usize {
    match raw {
        Raw::DisjOpen { start, .. }
        | Raw::DisjBar { start, .. }
        | Raw::ConjAmp { start, .. }
        | Raw::DisjClose { start, .. }
        | Raw::NestOpen { start, .. }
        | Raw::NestClose { start, .. }
        | Raw::When(_, start) => *start,
        Raw::Elem(_) => 0,
    }
}

fn describe(raw: &Raw) -> &'static str {
    match raw {
        Raw::DisjBar { .. } => "`|` outside a disjunction",
        Raw::ConjAmp { .. } => "`&` outside a conjunction",
        Raw::DisjClose { .. } => "`)` closing no disjunction",
        Raw::NestClose { .. } => "`...>` closing no `<...`",
        Raw::When(..) => "`when` that follows no `...`",
        _ => "token",
    }
}

type Raws = std::iter::Peekable<std::vec::IntoIter<Raw>>;

/// Nests disjunctions and `<... ...>` until a token `stop` accepts (left unconsumed).
fn nest_elems(it: &mut Raws, stop: &mut dyn FnMut(&Raw) -> bool, errors: &mut Vec<SmplError>) -> Vec<Elem> {
    let mut out = Vec::new();
    while let Some(raw) = it.peek() {
        if stop(raw) {
            break;
        }
        let raw = it.next().unwrap();
        match raw {
            Raw::Elem(e) => out.push(e),
            Raw::DisjOpen { start, inline } => {
                let mut branches = Vec::new();
                let mut ends = Vec::new();
                let mut conj = None;
                loop {
                    let branch = nest_elems(
                        it,
                        &mut |r| matches!(r, Raw::DisjBar { .. } | Raw::ConjAmp { .. } | Raw::DisjClose { .. }),
                        errors,
                    );
                    branches.push(branch);
                    let next = it.next();
                    ends.push(next.as_ref().map_or(usize::MAX, raw_start));
                    match next {
                        Some(Raw::DisjClose { .. }) => break,
                        Some(r @ (Raw::DisjBar { .. } | Raw::ConjAmp { .. })) => {
                            let is_conj = matches!(r, Raw::ConjAmp { .. });
                            if *conj.get_or_insert(is_conj) != is_conj {
                                errors.push(SmplError::at(raw_start(&r), "cannot mix `|` and `&` in one group"));
                            }
                        }
                        _ => {
                            let what = if inline { "`\\)`" } else { "`)` in column 0" };
                            errors.push(SmplError::at(start, format!("expected {what} to close this disjunction")));
                            break;
                        }
                    }
                }
                out.push(Elem::Disj { start, branches, ends, conj: conj.unwrap_or(false) });
            }
            Raw::NestOpen { start, mark, at_least_one } => {
                let body = nest_elems(it, &mut |r| matches!(r, Raw::NestClose { .. }), errors);
                match it.next() {
                    Some(Raw::NestClose { at_least_one: close_plus, start: cs }) => {
                        if close_plus != at_least_one {
                            let want = if at_least_one { "`...+>`" } else { "`...>`" };
                            errors.push(SmplError::at(cs, format!("expected {want} to close this nest")));
                        }
                    }
                    _ => {
                        let want = if at_least_one { "`...+>`" } else { "`...>`" };
                        errors.push(SmplError::at(start, format!("expected {want} to close this nest")));
                    }
                }
                let mut whens = Vec::new();
                take_whens(it, &mut whens);
                out.push(Elem::Nest { start, mark, at_least_one, body, whens });
            }
            Raw::When(w, start) => {
                // A `when` line after a `...` line: attach to that `...`.
                match out.iter_mut().rev().find(|e| !matches!(e, Elem::Newline)) {
                    Some(Elem::Dots { whens, .. }) | Some(Elem::Nest { whens, .. }) => whens.push(w),
                    _ => errors.push(SmplError::at(start, "unexpected `when` that follows no `...`")),
                }
            }
            other => {
                errors.push(SmplError::at(raw_start(&other), format!("unexpected {}", describe(&other))));
            }
        }
    }
    out
}

fn take_whens(it: &mut Raws, whens: &mut Vec<WhenSrc>) {
    while let Some(Raw::When(..)) = it.peek() {
        if let Some(Raw::When(w, _)) = it.next() {
            whens.push(w);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(src: &str) -> (Vec<Elem>, Vec<SmplError>) {
        let mut errors = Vec::new();
        let elems = scan_body(src, 0, src.len(), &["p"], &mut errors);
        (elems, errors)
    }

    fn shape(elems: &[Elem], src: &str) -> String {
        let mut s = String::new();
        for e in elems {
            match e {
                Elem::Code { start, end, mark, .. } => {
                    s += &format!("{:?}`{}` ", mark, src[*start..*end].trim());
                }
                Elem::Newline => s += "/ ",
                Elem::Dots { whens, .. } => s += &format!("DOTS{} ", whens.len()),
                Elem::Nest { body, at_least_one, .. } => {
                    s += &format!("NEST{}[{}] ", if *at_least_one { "+" } else { "" }, shape(body, src));
                }
                Elem::Disj { branches, conj, .. } => {
                    let parts: Vec<String> = branches.iter().map(|b| shape(b, src)).collect();
                    s += &format!("{}[{}] ", if *conj { "CONJ" } else { "DISJ" }, parts.join("|"));
                }
                Elem::Position { name, .. } => s += &format!("@{name} "),
                Elem::Plus { start, end, .. } => s += &format!("+`{}` ", src[*start..*end].trim()),
            }
        }
        s.trim_end().to_owned()
    }

    #[test]
    fn markers_dots_and_plus() {
        let src = "- foo(...)\n+ bar(x)\n  baz(e@p);\n";
        let (elems, errors) = scan(src);
        assert!(errors.is_empty());
        assert_eq!(shape(&elems, src), "Minus`foo(` DOTS0 Minus`)` / +`bar(x)` / Context`baz(e` @p Context`);` /");
    }

    #[test]
    fn disjunctions_nest_and_dots_in_strings_are_code() {
        let src = "(\n- a\n|\n- \"...\"\n)\n";
        let (elems, errors) = scan(src);
        assert!(errors.is_empty());
        assert_eq!(shape(&elems, src), "DISJ[/ Minus`a` /|/ Minus`\"...\"` /] /");
    }

    #[test]
    fn nests_and_whens() {
        let src = "  <+...\n- f(x);\n  ...+>\n  ... when != g(x)\n      when any\n";
        let (elems, errors) = scan(src);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(shape(&elems, src), "NEST+[/ Minus`f(x);` /] / DOTS2 / /");
    }

    #[test]
    fn inline_disjunction() {
        let src = "  foo(\\( a \\| b \\))\n";
        let (elems, errors) = scan(src);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(shape(&elems, src), "Context`foo(` DISJ[Context`a`|Context`b`] Context`)` /");
    }

    #[test]
    fn unbalanced_groups_are_errors() {
        let (_, errors) = scan("(\n- a\n|\n- b\n");
        assert_eq!(errors[0].message, "expected `)` in column 0 to close this disjunction");
        assert_eq!(u32::from(errors[0].range.start()), 0);
        let (_, errors) = scan("- a\n|\n- b\n");
        assert_eq!(errors[0].message, "unexpected `|` outside a disjunction");
        let (_, errors) = scan("  <...\n- a;\n");
        assert_eq!(errors[0].message, "expected `...>` to close this nest");
        let (_, errors) = scan("  ... when foo\n");
        assert!(errors[0].message.starts_with("expected `!=`, `=`, `any`"), "{}", errors[0].message);
        let (_, errors) = scan("  a;\n  when != b\n");
        assert_eq!(errors[0].message, "unexpected `when` that follows no `...`");
    }
}

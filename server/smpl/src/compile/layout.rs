//! Laying out body elements as template text.
//!
//! Decides how each SmPL construct is spelled so the template parses as Rust: which placeholder
//! a `...`, a disjunction or a nest becomes, and with what around it (`;` after a `...` among
//! statements, `!{}` where an item is wanted, an operator for an operator metavariable). The
//! spelling matters because one Rust parse has to read the whole fragment; when a first layout
//! does not parse, [`Compiler::relayout_dots`] picks another for the `...`s at fault.

use super::template::{DISJ, DOTS, NEST, Template};
use super::{Compiler, DisjInfo};
use crate::body::Elem;
use crate::decl::is_operator;
use crate::diag::SmplError;
use crate::model::{Atom, Constraint, MetaKind, MetaVar};
use crate::pattern::{DotsPat, Mark, Origin};
use frag::FragmentKind;
use ra_ap_syntax::{SyntaxKind, TextSize};

impl Compiler<'_> {
    /// Appends `elems` to the template: code as it is, each SmPL construct as its placeholder
    /// (compiling the branches of a disjunction and the `when` code of a `...` or a nest on
    /// the way), and `+` lines into runs.
    pub(super) fn emit(&mut self, elems: &[Elem], tpl: &mut Template) {
        for (i, elem) in elems.iter().enumerate() {
            if !matches!(elem, Elem::Plus { .. } | Elem::Newline) {
                let start = elem_start(elem);
                let indent = self.line_indent(start);
                self.flush_plus(indent);
                if !matches!(elem, Elem::Position { .. }) {
                    self.last_indent = indent;
                }
            }
            match elem {
                Elem::Code { start, end, mark, optional } => self.push_code(tpl, *start, *end, *mark, *optional),
                Elem::Newline => tpl.text.push('\n'),
                Elem::Dots { start, mark, whens } => {
                    let id = self.dots.len();
                    let origin = Origin { offset: TextSize::new(*start as u32), mark: *mark };
                    self.dots.push(DotsPat { origin, whens: Vec::new() });
                    let whens = self.compile_whens(whens);
                    self.dots[id].whens = whens;
                    let layout = match self.dots_suffix.get(&id) {
                        Some(s) => *s,
                        None => self.statement_dots_layout(elems, i),
                    };
                    let (lead, suffix) = match layout {
                        // After an expression line: end its statement first.
                        ";;" => (";", ";"),
                        other => ("", other),
                    };
                    tpl.push_generated(&format!("{lead}{DOTS}{id}{suffix}"), *start, *mark);
                }
                Elem::Nest { start, mark, at_least_one, body, whens } => {
                    let id = self.nests.len();
                    let origin = Origin { offset: TextSize::new(*start as u32), mark: *mark };
                    self.nests.push((origin, *at_least_one, Vec::new()));
                    let whens = self.compile_whens(whens);
                    self.nests[id].2 = whens;
                    tpl.push_generated(&format!("{NEST}{id}: {{"), *start, *mark);
                    self.nest_stack.push(id);
                    self.emit(body, tpl);
                    self.flush_plus(None);
                    self.nest_stack.pop();
                    tpl.push_generated("\n}", *start, *mark);
                }
                Elem::Disj { start, branches, conj, ends } => {
                    let id = self.disjs.len();
                    let ends = ends.iter().map(|&e| TextSize::new(e.min(u32::MAX as usize) as u32)).collect();
                    self.disjs.push(DisjInfo { branches: Vec::new(), ends, kind: FragmentKind::Expr, conj: *conj });
                    let (pats, kind) = self.compile_branches(id, branches, *start);
                    self.disjs[id].branches = pats;
                    self.disjs[id].kind = kind;
                    // A placeholder of the shape the branches have.
                    let text = match kind {
                        FragmentKind::Stmts | FragmentKind::Items => format!("{DISJ}{id};"),
                        FragmentKind::MatchArms => format!("{DISJ}{id} => {{}},"),
                        FragmentKind::Fields => format!("{DISJ}{id}: u8,"),
                        FragmentKind::Variants => format!("{DISJ}{id},"),
                        FragmentKind::Attrs => format!("#[{DISJ}{id}]"),
                        _ => format!("{DISJ}{id}"),
                    };
                    tpl.push_generated(&text, *start, Mark::Context);
                }
                Elem::Position { name, start, .. } => match self.meta_id(name) {
                    Some(id) => tpl.positions.push((tpl.text.trim_end().len(), id)),
                    None => self.errors.push(SmplError::at(*start, format!("unknown position metavariable `{name}`"))),
                },
                Elem::Plus { line_start, start, end } => self.push_plus(*line_start, *start, *end),
            }
        }
    }

    /// Copies patch code into the template; an operator metavariable (`e1 op e2`) is laid out
    /// as an operator so the code parses: the first operator its constraint allows, or `==`
    /// (`+=` for an assignment operator).
    fn push_code(&mut self, tpl: &mut Template, start: usize, end: usize, mark: Mark, optional: bool) {
        let has_ops =
            self.metas.iter().any(|m| matches!(m.kind, MetaKind::BinaryOperator | MetaKind::AssignmentOperator));
        if !has_ops {
            tpl.push_code(self.src, start, end, mark, optional);
            return;
        }
        let text = &self.src[start..end];
        let lexed = ra_ap_parser::LexedStr::new(self.edition, text);
        let mut from = start;
        for t in 0..lexed.len() {
            if lexed.kind(t) != SyntaxKind::IDENT {
                continue;
            }
            let Some(id) = self.metas.iter().position(|m| {
                m.name == lexed.text(t) && matches!(m.kind, MetaKind::BinaryOperator | MetaKind::AssignmentOperator)
            }) else {
                continue;
            };
            let at = start + lexed.text_start(t);
            tpl.push_code(self.src, from, at, mark, optional);
            let placeholder = operator_placeholder(&self.metas[id]);
            tpl.ops.push((tpl.text.len(), id));
            tpl.push_generated(&placeholder, at, mark);
            from = at + lexed.text_len(t);
        }
        tpl.push_code(self.src, from, end, mark, optional);
    }

    /// How a `...` alone on its line among statements is laid out: as a statement (`;` after
    /// it, and `;;` when an expression line without `;` precedes it, to end that statement), so
    /// a following line starting with `*`, `-` or `!` is not read as an operator applied to it.
    /// `...` inside a longer expression or list keeps the expression layout.
    fn statement_dots_layout(&self, elems: &[Elem], i: usize) -> &'static str {
        let alone_before = i == 0 || matches!(elems[i - 1], Elem::Newline);
        let alone_after = matches!(elems.get(i + 1), None | Some(Elem::Newline));
        if !alone_before || !alone_after {
            return "";
        }
        let code_text = |e: &Elem| match e {
            Elem::Code { start, end, .. } => Some(self.src[*start..*end].trim()),
            _ => None,
        };
        // The code around it, skipping blank lines and `+` lines.
        let skip = |e: &&Elem| matches!(e, Elem::Newline | Elem::Plus { .. });
        let before = elems[..i].iter().rev().find(|e| !skip(e));
        let after = elems[i + 1..].iter().find(|e| !skip(e));
        if after.and_then(code_text).is_some_and(|t| t.starts_with([',', ')', ']', '.', '?'])) {
            return "";
        }
        match before {
            None => ";",
            Some(e) => match code_text(e) {
                Some(t) if t.ends_with([';', '{', '}']) => ";",
                Some(t) if t.ends_with([',', '(', '[', '=', '+', '-', '*', '/', '&', '|', '<', '>', '!', '.']) => "",
                Some(_) => ";;",
                // After `...`, a nest, a disjunction or a position: a statement.
                None => ";",
            },
        }
    }

    /// After a failed parse, lays out again the `...`s from `first_dots` on that the parse
    /// errors (from `first_error` on) point at: as an item where Rust wanted an item
    /// (`impl T { ... }`), as a statement where it wanted `;` (`{ ... f(); }`), as a match arm
    /// where it wanted `=>`, and as an expression where the statement layout did not fit.
    /// Whether anything changed, so a retry can parse differently.
    pub(super) fn relayout_dots(&mut self, first_dots: usize, first_error: usize) -> bool {
        let mut changed = false;
        for id in first_dots..self.dots.len() {
            if self.dots_suffix.contains_key(&id) {
                continue;
            }
            let at = self.dots[id].origin.offset;
            // Reported at the placeholder, or just after it (at the end of the `...`).
            let near = |e: &SmplError| e.range.start() >= at && e.range.start() <= at + TextSize::new(3);
            // Among match arms (`match e { ... None => d, ... }`), an arm of its own.
            let wants = [("expected an item", "!{}"), ("expected `;`", ";"), ("expected `=>`", " => {},")];
            for (wanted, suffix) in wants {
                if self.errors[first_error..].iter().any(|e| near(e) && e.message.contains(wanted)) {
                    self.dots_suffix.insert(id, suffix);
                    changed = true;
                    break;
                }
            }
            // Laid out as a statement where an expression was wanted: try the expression.
            if !changed && self.errors[first_error..].iter().any(near) {
                self.dots_suffix.insert(id, "");
                changed = true;
            }
        }
        changed
    }
}

/// The operator an operator metavariable is laid out as.
fn operator_placeholder(m: &MetaVar) -> String {
    let allowed = m.constraints.iter().find_map(|c| match c {
        Constraint::OneOf(atoms) => atoms.iter().find_map(|a| match a {
            Atom::Word(w) if is_operator(w) => Some(w.clone()),
            _ => None,
        }),
        _ => None,
    });
    allowed.unwrap_or_else(|| if m.kind == MetaKind::AssignmentOperator { "+=".into() } else { "==".into() })
}

/// Where an element starts in the patch (never asked of a newline).
fn elem_start(elem: &Elem) -> usize {
    match elem {
        Elem::Code { start, .. }
        | Elem::Dots { start, .. }
        | Elem::Nest { start, .. }
        | Elem::Disj { start, .. }
        | Elem::Position { start, .. }
        | Elem::Plus { start, .. } => *start,
        Elem::Newline => 0,
    }
}

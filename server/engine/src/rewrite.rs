//! From matches to edits. A match's leaves carry their patch line's marker: runs of `-` leaves
//! become deletions, and each `+` run is placed by the leaves around it in the patch: it
//! replaces the `-` run it touches, or is inserted after (before) the context leaf it follows
//! (precedes). Added code is printed as written, metavariables re-emitted from the code they
//! bound, with parentheses where precedence needs them.

use crate::bind::Value;
use crate::code::CodeEl;
use crate::comments::keep_comments;
use crate::matcher::{Hit, Instance};
use frag::{FragmentKind, parse_fragment};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};
use smpl::pattern::Mark;
use smpl::{FreshPart, MetaKind, PlusRun, Rule};

/// A replacement of `range` in the file by `parts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: TextRange,
    pub parts: Vec<Part>,
    /// The replacement, when it is one expression: where another edit re-emits this one's code,
    /// it decides the parentheses from it.
    pub expr: Option<ast::Expr>,
    /// Parentheses around the replacement, as the code around it needs.
    pub wrap: bool,
}

impl Edit {
    fn new(range: TextRange, parts: Vec<Part>) -> Edit {
        Edit { range, parts, expr: None, wrap: false }
    }

    /// An insertion of nothing.
    fn is_noop(&self) -> bool {
        self.range.is_empty() && self.parts.iter().all(|p| matches!(p, Part::Text(t) if t.is_empty()))
    }

    /// An insertion before a `}` alone on its line is made at the line's start (its parts
    /// already indent the new line and re-indent the `}`).
    fn starting_line(mut self, line_start: usize, text: &str) -> Edit {
        let pos = usize::from(self.range.start());
        if text[line_start..pos].trim().is_empty() && line_start < pos {
            self.range = TextRange::new(TextSize::new(line_start as u32), TextSize::new(pos as u32));
        }
        self
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Text(String),
    /// The file's code in `range` (with any edits inside it applied), parenthesized if asked.
    /// `place` is where it stands in the `+` code: (parent, the metavariable's expression).
    Code {
        range: TextRange,
        parens: bool,
        place: Option<(SyntaxNode, SyntaxNode)>,
    },
}

/// A `+` run prepared once per rule: its lines cut at metavariable names.
pub struct PlusPlan<'r> {
    run: &'r PlusRun,
    /// For every line, literal text and metavariable occurrences.
    lines: Vec<Vec<Piece>>,
    /// The run parsed as one expression, to parenthesize it where it replaces code.
    expr: Option<ast::Expr>,
}

impl PlusPlan<'_> {
    /// Whether every line of the run is blank.
    fn is_blank(&self) -> bool {
        self.lines.iter().all(|l| is_blank(l))
    }

    fn first_is_blank(&self) -> bool {
        self.lines.first().is_some_and(|l| is_blank(l))
    }

    /// The indentation of the run's first line in the patch that is not blank.
    fn first_indent(&self) -> usize {
        let mut written = self.lines.iter().zip(&self.run.indent).filter(|(l, _)| !is_blank(l));
        written.next().map_or(0, |(_, &i)| i)
    }

    /// The least indentation of the run's lines in the patch, blank lines aside (they have none).
    fn base_indent(&self) -> usize {
        let written = self.lines.iter().zip(&self.run.indent).filter(|(l, _)| !is_blank(l));
        written.map(|(_, &i)| i).min().unwrap_or(0)
    }
}

/// Whether a `+` line is blank.
fn is_blank(line: &[Piece]) -> bool {
    line.iter().all(|p| matches!(p, Piece::Lit(s) if s.trim().is_empty()))
}

enum Piece {
    Lit(String),
    Meta {
        id: usize,
        /// Where the name sits in the parsed run (parent, the name's expression), for precedence.
        place: Option<(SyntaxNode, SyntaxNode)>,
    },
}

/// Everything the rewriter needs of a rule, computed once.
pub struct Plan<'r> {
    rule: &'r Rule,
    plus: Vec<PlusPlan<'r>>,
    /// Paths of the pattern that may match code written otherwise (see [`crate::respell`]).
    paths: crate::respell::PatternPaths,
    /// How added code writes paths in this file whatever the match (see [`crate::nostd`]).
    file_respell: Vec<crate::respell::Respelling>,
}

impl<'r> Plan<'r> {
    pub fn new(rule: &'r Rule) -> Plan<'r> {
        let runs = rule.body.as_ref().map_or(&[][..], |b| &b.plus[..]);
        let paths = rule.body.as_ref().map(|b| crate::respell::PatternPaths::of(&b.pattern)).unwrap_or_default();
        Plan { rule, plus: runs.iter().map(|r| plan_run(rule, r)).collect(), paths, file_respell: Vec::new() }
    }

    /// Added code also writes these paths otherwise, in every match.
    pub fn with_respellings(mut self, respell: Vec<crate::respell::Respelling>) -> Plan<'r> {
        self.file_respell = respell;
        self
    }
}

/// A match being rewritten, with the fresh names made for it.
struct Scope<'i> {
    inst: &'i Instance,
    fresh: &'i [(usize, String)],
    /// Metavariables the `+` code named that have no value in this match.
    missing: &'i std::cell::RefCell<Vec<usize>>,
    /// How the matched code writes paths the `+` code names.
    respell: Vec<crate::respell::Respelling>,
}

fn plan_run<'r>(rule: &Rule, run: &'r PlusRun) -> PlusPlan<'r> {
    // Parse the run's code (lines joined, indentation dropped) to learn where names sit.
    let mut joined = String::new();
    let mut line_starts = Vec::new();
    for (i, l) in run.lines.iter().enumerate() {
        if i > 0 {
            joined.push('\n');
        }
        line_starts.push(joined.len());
        joined.push_str(l.trim());
    }
    let (expr, tree) = match frag::parse_complete_expr(&joined, crate::EDITION_FOR_PATCHES) {
        Some(root) => (ast::Expr::cast(root.clone()), Some(root)),
        None => {
            let (root, errors) = parse_fragment(&joined, FragmentKind::Stmts, crate::EDITION_FOR_PATCHES);
            (None, errors.is_empty().then_some(root))
        }
    };
    let lines = run
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let text = l.trim();
            let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, text);
            let mut pieces = Vec::new();
            let mut lit = String::new();
            for t in 0..lexed.len() {
                let tok = lexed.text(t);
                let id = (lexed.kind(t) == SyntaxKind::IDENT)
                    .then(|| rule.metavars.iter().position(|m| m.name == tok))
                    .flatten();
                match id {
                    Some(id) => {
                        if !lit.is_empty() {
                            pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                        }
                        let offset = line_starts[i] + lexed.text_start(t);
                        let place = tree.as_ref().and_then(|root| name_place(root, offset));
                        pieces.push(Piece::Meta { id, place });
                    }
                    None => lit.push_str(tok),
                }
            }
            if !lit.is_empty() {
                pieces.push(Piece::Lit(lit));
            }
            pieces
        })
        .collect();
    PlusPlan { run, lines, expr }
}

/// The expression a name at `offset` forms in the parsed `+` code, and its parent.
fn name_place(root: &SyntaxNode, offset: usize) -> Option<(SyntaxNode, SyntaxNode)> {
    let tok = root.token_at_offset(TextSize::new(offset as u32)).right_biased()?;
    let mut node = tok.parent()?;
    // NAME_REF -> PATH_SEGMENT -> PATH -> PATH_EXPR
    while node.kind() != SyntaxKind::PATH_EXPR {
        node = node.parent()?;
        if !matches!(node.kind(), SyntaxKind::PATH_SEGMENT | SyntaxKind::PATH | SyntaxKind::PATH_EXPR) {
            return None;
        }
    }
    let parent = node.parent()?;
    Some((parent, node))
}

/// The file text and tree edits are computed against.
pub struct Source<'a> {
    pub text: &'a str,
    pub root: &'a SyntaxNode,
}

impl Plan<'_> {
    /// The edits one match makes, nest occurrences included.
    /// `Err` says why the match changes nothing: the `+` code needs a metavariable the match
    /// left without a value (bound only on some paths, or in a branch not taken), rather than
    /// print its name into the code; or a `let` it adds would not be in scope where the
    /// binding is used.
    pub fn edits(&self, inst: &Instance, src: &Source) -> Result<Vec<Edit>, String> {
        let fresh = self.fresh_names(inst, src);
        let missing = std::cell::RefCell::new(Vec::new());
        let mut out = Vec::new();
        self.instance_edits(inst, &fresh, &missing, src, &mut out);
        let mut missing = missing.into_inner();
        if missing.is_empty() {
            if let Some(why) = crate::scoping::let_out_of_scope(&out, src) {
                return Err(why);
            }
            dedent_unwrapped_blocks(&mut out, src.text);
            // Blank `+` lines where code shares the line add nothing (see `insert_before`).
            out.retain(|e| !e.is_noop());
            return Ok(out);
        }
        missing.sort();
        missing.dedup();
        let names: Vec<String> = missing.into_iter().map(|id| self.rule.metavars[id].name.clone()).collect();
        Err(format!(
            "`{}` has no value in this match (it is bound only on some paths or in a branch that was not taken): \
             nothing is changed here",
            names.join("`, `")
        ))
    }

    /// The fresh identifiers' names the driver bound in the match (see [`assign_fresh`]).
    fn fresh_names(&self, inst: &Instance, _src: &Source) -> Vec<(usize, String)> {
        self.rule
            .metavars
            .iter()
            .enumerate()
            .filter(|(_, m)| matches!(m.kind, MetaKind::FreshIdentifier(_)))
            .filter_map(|(id, _)| match inst.env.get(id) {
                Some(Value::Fresh(name)) => Some((id, name.clone())),
                _ => None,
            })
            .collect()
    }

    fn instance_edits(
        &self,
        inst: &Instance,
        fresh: &[(usize, String)],
        missing: &std::cell::RefCell<Vec<usize>>,
        src: &Source,
        out: &mut Vec<Edit>,
    ) {
        let mut respell = self.paths.respellings(&inst.hits);
        respell.extend(self.file_respell.iter().cloned());
        respell.sort_by_key(|r| std::cmp::Reverse(r.len()));
        let scope = Scope { inst, fresh, missing, respell };
        let mut hits: Vec<&Hit> = inst.hits.iter().collect();
        // Code order; at one offset, a `...` that matched nothing comes first, then enclosing
        // nodes before what they enclose.
        hits.sort_by_key(|h| (h.range.start(), !h.range.is_empty(), std::cmp::Reverse(h.range.len())));
        // Runs of `-` leaves, as index ranges into `hits`: consecutive, and touching in the
        // code (a match that reached several statements along paths has one run for each; so
        // does each field of a struct literal matched out of the pattern's order).
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut run_end = TextSize::new(0);
        for (i, h) in hits.iter().enumerate() {
            if h.origin.mark != Mark::Minus {
                continue;
            }
            match runs.last_mut() {
                Some((_, end))
                    if *end + 1 == i
                        && touching(src.text, run_end, h.range.start())
                        && !crate::fields::moved_apart(hits[*end], h, run_end) =>
                {
                    *end = i;
                    run_end = run_end.max(h.range.end());
                }
                _ => {
                    runs.push((i, i));
                    run_end = h.range.end();
                }
            }
        }
        let mut attached: Vec<Vec<&PlusPlan>> = vec![Vec::new(); runs.len()];
        let run_of = |i: usize| runs.iter().position(|&(s, e)| s <= i && i <= e);
        for plan in &self.plus {
            let run = plan.run;
            if run.nest != inst.nest || !run.branches.iter().all(|b| inst.branches.contains(b)) {
                continue;
            }
            // Code after a `...` whose paths split is placed by each path's sub-match.
            if !crate::scope::in_window(run.offset, inst.window)
                || inst.holes.iter().any(|h| crate::scope::in_window(run.offset, *h))
            {
                continue;
            }
            // The leaves just before and just after the `+` lines in the patch: several hits
            // when the match reached several places (each gets the `+` code).
            let before = hits.iter().map(|h| h.origin.offset).filter(|&o| o < run.offset).max();
            let after = hits.iter().map(|h| h.origin.offset).filter(|&o| o > run.offset).min();
            let prev: Vec<usize> = (0..hits.len()).filter(|&i| Some(hits[i].origin.offset) == before).collect();
            let next: Vec<usize> = (0..hits.len()).filter(|&i| Some(hits[i].origin.offset) == after).collect();
            let into_runs: Vec<usize> = {
                let mut r: Vec<usize> = prev.iter().filter_map(|&i| run_of(i)).collect();
                if r.is_empty() {
                    r = next.iter().filter_map(|&i| run_of(i)).collect();
                }
                r.dedup();
                r
            };
            if !into_runs.is_empty() {
                for r in into_runs {
                    attached[r].push(plan);
                }
            } else if !prev.is_empty() && (next.is_empty() || prev.iter().any(|&p| !hits[p].gap)) {
                // After what precedes; but `+` lines after a `...` go before what follows it.
                for &p in &prev {
                    out.push(self.insert_after(plan, hits[p], &scope, src));
                }
            } else {
                for &n in &next {
                    out.push(self.insert_before(plan, hits[n], &scope, src));
                }
            }
        }
        for (r, &(s, e)) in runs.iter().enumerate() {
            // `- return;` at the end of a fn returning `()`: nothing to remove; the code that
            // replaces it goes after the body's last statement.
            if let Some(h) = hits[s..=e].iter().find(|h| h.implicit_return) {
                out.extend(attached[r].iter().map(|p| self.insert_after(p, h, &scope, src)));
                continue;
            }
            let range = hits[s..=e].iter().map(|h| h.range).reduce(TextRange::cover).unwrap_or_default();
            out.push(self.replace(range, &hits[s..=e], &attached[r], &scope, src));
        }
        for sub in &inst.subs {
            self.instance_edits(sub, fresh, missing, src, out);
        }
    }

    /// Deletes `range` (whole lines when it is alone on them) and puts the `+` runs in its place.
    fn replace(&self, range: TextRange, hits: &[&Hit], plans: &[&PlusPlan], scope: &Scope, src: &Source) -> Edit {
        let text = src.text;
        let node = hits.first().and_then(|h| h.el.as_ref()).and_then(|el| node_with_range(el, range));
        // A list metavariable's run has no single node: judge by where it stands.
        let list_element = match &node {
            Some(n) => n.parent().is_some_and(|p| is_list(p.kind())),
            None => !range.is_empty() && hits.iter().all(|h| h.el.is_none()) && in_list(src, range),
        };
        let range = if plans.is_empty() && list_element { with_separator(text, range) } else { range };
        let (s, e) = (usize::from(range.start()), usize::from(range.end()));
        let line_start = line_start_of(text, s);
        let line_end = line_end_of(text, e);
        let alone_before = text[line_start..s].trim().is_empty();
        let alone_after = text[e..line_end].trim().is_empty();
        let indent = leading_ws(&text[line_start..]);
        if plans.is_empty() {
            return Edit::new(deletion_range(text, range, line_start, line_end, alone_before, alone_after), Vec::new());
        }
        // Only statements and items are replaced line by line; an expression that happens to
        // sit alone on its lines is still part of a larger one.
        let in_expression = node.as_ref().is_some_and(|n| {
            ast::Expr::can_cast(n.kind()) && n.parent().is_some_and(|p| p.kind() != SyntaxKind::STMT_LIST)
        });
        let mut parts = Vec::new();
        if alone_before && alone_after && !in_expression {
            for (i, p) in plans.iter().enumerate() {
                if i > 0 {
                    parts.push(Part::Text("\n".into()));
                }
                parts.extend(self.render_lines(p, scope, indent, src, true));
            }
            keep_comments(src, range, indent, &mut parts, true);
            // Elements of a list ending the last of them without a comma after it (a list
            // without a trailing comma): the patch's `a: x,` line brings none either.
            if hits.iter().any(|h| h.range.end() == range.end() && needs_comma_after(src, h)) {
                strip_trailing_comma(&mut parts);
            }
            let r = TextRange::new(TextSize::new(line_start as u32), TextSize::new(line_end as u32));
            return Edit::new(r, parts);
        }
        for (i, p) in plans.iter().enumerate() {
            if i > 0 {
                parts.push(Part::Text(" ".into()));
            }
            parts.extend(self.render_lines(p, scope, indent, src, false));
        }
        keep_comments(src, range, indent, &mut parts, false);
        if list_element {
            // The code's own separator stays; the patch's `a: x,` line brings none.
            strip_trailing_comma(&mut parts);
        } else if range.is_empty() && in_list(src, range) {
            // A list metavariable that matched no element: the added code brings its own
            // separators, to what follows it or from what precedes it.
            let before = text[..s].trim_end();
            let after = text[e..].trim_start();
            let opened = before.ends_with(['(', '[', '{', ',', '<', '|']);
            let closed = after.starts_with([')', ']', '}', '>', '|']);
            strip_trailing_comma(&mut parts);
            if !closed {
                parts.push(Part::Text(", ".into()));
            } else if !opened {
                parts.insert(0, Part::Text(", ".into()));
            }
            parts = merge_text(parts);
        }
        // The replacement as one expression: the `+` code, or the code a lone metavariable
        // re-emits.
        let expr = match plans {
            [p] => self.lone_binding(p, scope).or_else(|| p.expr.clone()),
            _ => None,
        };
        let wrap = expr.as_ref().zip(node.as_ref()).is_some_and(|(expr, place)| {
            place.parent().is_some_and(|parent| crate::prec::needs_parens(expr, &parent, place))
        });
        let expr = if matches!(plans, [p] if p.expr.is_some()) { expr } else { None };
        Edit { range, parts, expr, wrap }
    }

    /// The expression bound to the metavariable that is the whole of a `+` run (`+ e`).
    fn lone_binding(&self, plan: &PlusPlan, scope: &Scope) -> Option<ast::Expr> {
        let [line] = &plan.lines[..] else { return None };
        let [Piece::Meta { id, .. }] = &line[..] else { return None };
        match scope.inst.env.get(*id)? {
            Value::Code(els) if els.len() == 1 => ast::Expr::cast(els[0].as_node()?.clone()),
            _ => None,
        }
    }

    fn insert_after(&self, plan: &PlusPlan, hit: &Hit, inst: &Scope, src: &Source) -> Edit {
        let text = src.text;
        let pos = usize::from(hit.range.end());
        let line_end = line_end_of(text, pos);
        let rest = text[pos..line_end].trim();
        if !(rest.is_empty() || rest.starts_with("//")) {
            // Code follows on the line: insert right here (blank lines have no place there).
            if plan.is_blank() {
                return Edit::new(TextRange::empty(TextSize::new(pos as u32)), Vec::new());
            }
            let parts = self.render_lines(plan, inst, "", src, false);
            return Edit::new(TextRange::empty(TextSize::new(pos as u32)), parts);
        }
        let base = leading_ws(&text[line_start_of(text, statement_start(src, pos))..]).to_owned();
        let first = plan.first_indent();
        let extra = first.saturating_sub(plan.run.anchor_indent_before.unwrap_or(first));
        let opens_block = text[..pos].ends_with('{');
        let indent = if opens_block {
            // Code added after a `{` goes inside the block, whatever the patch's indentation.
            inner_indent(text, line_end, &base)
        } else if extra == 0 {
            base
        } else {
            deeper_indent(text, line_end, &base, extra)
        };
        let mut parts = Vec::new();
        let mut range = TextRange::empty(TextSize::new(line_end as u32));
        if needs_comma_after(src, hit) {
            // After the last element of a list that has no trailing comma: give it one (before
            // whatever followed on the line, a comment).
            parts.push(Part::Text(format!(",{}", &text[pos..line_end])));
            range = TextRange::new(TextSize::new(pos as u32), TextSize::new(line_end as u32));
        }
        // A blank first line stays empty: no indentation left trailing.
        parts.push(Part::Text(if plan.first_is_blank() { "\n".into() } else { format!("\n{indent}") }));
        parts.extend(self.render_lines(plan, inst, &indent, src, false));
        Edit::new(range, merge_text(parts))
    }

    fn insert_before(&self, plan: &PlusPlan, hit: &Hit, inst: &Scope, src: &Source) -> Edit {
        if hit.implicit_return {
            // Before the end of a fn's body: on a line of its own after the last statement.
            return self.insert_after(plan, hit, inst, src);
        }
        let text = src.text;
        let pos = usize::from(hit.range.start());
        let line_start = line_start_of(text, pos);
        if !text[line_start..pos].trim().is_empty() {
            // Code precedes on the line: insert right here (blank lines have no place there).
            if plan.is_blank() {
                return Edit::new(TextRange::empty(TextSize::new(pos as u32)), Vec::new());
            }
            let mut parts = self.render_lines(plan, inst, "", src, false);
            parts.push(Part::Text(" ".into()));
            return Edit::new(TextRange::empty(TextSize::new(pos as u32)), parts);
        }
        // A `+` line that does not end a statement (`+ return` before `bar();`) goes on the
        // line of the code it comes before.
        if plan.lines.len() == 1
            && plan.run.lines[0].trim_end().ends_with(|c: char| c.is_alphanumeric() || c == '_')
            && !text[pos..].starts_with('}')
        {
            let mut parts = self.render_lines(plan, inst, "", src, false);
            parts.push(Part::Text(" ".into()));
            return Edit::new(TextRange::empty(TextSize::new(pos as u32)), merge_text(parts));
        }
        let line_indent = leading_ws(&text[line_start..]).to_owned();
        let indent = if text[pos..].starts_with('}') {
            // Code added before a `}` goes inside the block, on a line of its own.
            let body_indent = previous_inner_indent(text, line_start, &line_indent);
            let mut parts = vec![Part::Text(if plan.first_is_blank() { String::new() } else { body_indent.clone() })];
            parts.extend(self.render_lines(plan, inst, &body_indent, src, false));
            parts.push(Part::Text(format!("\n{line_indent}")));
            return Edit::new(TextRange::empty(TextSize::new(pos as u32)), merge_text(parts))
                .starting_line(line_start, text);
        } else {
            line_indent
        };
        if plan.first_is_blank() {
            // Whole lines before the line, so that no blank line keeps the indentation.
            let mut parts = self.render_lines(plan, inst, &indent, src, true);
            parts.push(Part::Text("\n".into()));
            return Edit::new(TextRange::empty(TextSize::new(line_start as u32)), merge_text(parts));
        }
        let mut parts = self.render_lines(plan, inst, &indent, src, false);
        parts.push(Part::Text(format!("\n{indent}")));
        Edit::new(TextRange::empty(TextSize::new(pos as u32)), parts)
    }

    /// The run's lines with metavariables filled in. Lines after the first start with a line
    /// break and `indent` plus their extra indentation in the patch; with `indent_first`, so
    /// does the first (without the line break).
    fn render_lines(&self, plan: &PlusPlan, inst: &Scope, indent: &str, src: &Source, indent_first: bool) -> Vec<Part> {
        let run = plan.run;
        let base = plan.base_indent();
        let mut parts = Vec::new();
        for (i, pieces) in plan.lines.iter().enumerate() {
            let extra = " ".repeat(run.indent[i].saturating_sub(base));
            if is_blank(pieces) {
                // A blank line stays empty: no indentation left trailing.
                if i > 0 {
                    parts.push(Part::Text("\n".into()));
                }
                continue;
            }
            if i > 0 {
                parts.push(Part::Text(format!("\n{indent}{extra}")));
            } else if indent_first {
                parts.push(Part::Text(format!("{indent}{extra}")));
            }
            let mut after_code: Option<TextRange> = None;
            for piece in pieces {
                match piece {
                    Piece::Lit(s) => {
                        // `e` then `.method()`: where the code broke the line before the `.`
                        // that followed `e`, the added call keeps that line break.
                        if let Some(r) = after_code
                            && s.starts_with('.')
                            && let Some(ws) = chain_break_after(src.text, r)
                        {
                            parts.push(Part::Text(ws.to_owned()));
                        }
                        parts.push(Part::Text(crate::respell::apply(s, &inst.respell)));
                        after_code = None;
                    }
                    Piece::Meta { id, place } => {
                        let part = self.render_meta(*id, place.as_ref(), inst, src);
                        after_code = match &part {
                            Part::Code { range, .. } => Some(*range),
                            _ => None,
                        };
                        parts.push(part);
                    }
                }
            }
        }
        merge_text(parts)
    }

    fn render_meta(&self, id: usize, place: Option<&(SyntaxNode, SyntaxNode)>, scope: &Scope, _src: &Source) -> Part {
        if let Some((_, name)) = scope.fresh.iter().find(|(i, _)| *i == id) {
            return Part::Text(name.clone());
        }
        match scope.inst.env.get(id) {
            Some(Value::Code(els)) => {
                let range = match (els.first(), els.last()) {
                    (Some(a), Some(b)) => a.range().cover(b.range()),
                    _ => return Part::Text(String::new()),
                };
                let parens = els.len() == 1
                    && place.is_some_and(|(parent, name)| {
                        els[0]
                            .as_node()
                            .and_then(|n| ast::Expr::cast(n.clone()))
                            .is_some_and(|e| crate::prec::needs_parens(&e, parent, name))
                    });
                Part::Code { range, parens, place: place.cloned() }
            }
            // Inherited code, or a receiver as a call passes it (`&mut it`): parenthesized
            // where the `+` code's precedence needs it, as code is. A receiver of a method
            // call in the `+` code is written as the user wrote it (`it.next()`, not
            // `(&mut it).next()`): the call borrows it again.
            Some(Value::Text { text, implicit, .. }) => {
                let text = match place {
                    Some((parent, name)) if *implicit > 0 && is_receiver(parent, name) => &text[*implicit..],
                    _ => text.as_str(),
                };
                let parens = place.is_some_and(|(parent, name)| {
                    frag::parse_complete_expr(text, crate::EDITION_FOR_PATCHES)
                        .and_then(ast::Expr::cast)
                        .is_some_and(|e| crate::prec::needs_parens(&e, parent, name))
                });
                Part::Text(if parens { format!("({text})") } else { text.to_owned() })
            }
            Some(Value::Fresh(s)) => Part::Text(s.clone()),
            // The patch checks that `+` code names no position, and that whatever it names can
            // be bound; a match that left it unbound changes nothing (see `edits`).
            Some(Value::Position(_) | Value::Absent) | None => {
                scope.missing.borrow_mut().push(id);
                Part::Text(String::new())
            }
        }
    }
}

/// Whether `expr` is the receiver of the method call `parent`.
fn is_receiver(parent: &SyntaxNode, expr: &SyntaxNode) -> bool {
    ast::MethodCallExpr::cast(parent.clone()).and_then(|call| call.receiver()).is_some_and(|r| r.syntax() == expr)
}

/// Names the rule's fresh identifiers in every match, as spatch does: a name built with `##`
/// (or from a metavariable) is exactly that; a lone string is followed by a counter (0, 1, ...)
/// that keeps each new name unused in the file.
pub fn assign_fresh(rule: &Rule, instances: &mut [Instance], text: &str) {
    let fresh: Vec<(usize, &[FreshPart])> = rule
        .metavars
        .iter()
        .enumerate()
        .filter_map(|(id, m)| match &m.kind {
            MetaKind::FreshIdentifier(parts) => Some((id, &parts[..])),
            _ => None,
        })
        .collect();
    if fresh.is_empty() {
        return;
    }
    let mut taken = identifiers(text);
    let mut counter = 0usize;
    for inst in instances {
        for &(id, parts) in &fresh {
            let base: String = parts
                .iter()
                .map(|p| match p {
                    FreshPart::Literal(s) => s.clone(),
                    FreshPart::Meta(name) => rule
                        .metavars
                        .iter()
                        .position(|m| &m.name == name)
                        .and_then(|i| inst.env.get(i))
                        .map(|v| v.word(text))
                        .unwrap_or_default(),
                })
                .collect();
            let counted = matches!(parts, [FreshPart::Literal(_)]);
            let name = if counted {
                loop {
                    let candidate = format!("{base}{counter}");
                    counter += 1;
                    if !taken.contains(&candidate) {
                        break candidate;
                    }
                }
            } else {
                base
            };
            taken.insert(name.clone());
            inst.env.bind(id, Value::Fresh(name));
        }
    }
}

/// When a match removes a block's opening line (`if c {`) and its closing `}` but keeps the
/// statements between, those statements move out one level: they are re-indented to the
/// removed opening line's indentation, as spatch prints them.
fn dedent_unwrapped_blocks(edits: &mut Vec<Edit>, text: &str) {
    let is_line_deletion = |e: &Edit| {
        let (s, t) = (usize::from(e.range.start()), usize::from(e.range.end()));
        e.parts.is_empty() && (s == 0 || text[..s].ends_with('\n')) && (t == text.len() || text[..t].ends_with('\n'))
    };
    let mut order: Vec<usize> = (0..edits.len()).collect();
    order.sort_by_key(|&i| edits[i].range.start());
    let mut added = Vec::new();
    for w in order.windows(2) {
        let (a, b) = (&edits[w[0]], &edits[w[1]]);
        if !is_line_deletion(a) || !b.parts.is_empty() {
            continue;
        }
        let opened = &text[a.range];
        if !opened.trim_end().ends_with('{') || !text[b.range].trim_start().starts_with('}') {
            continue;
        }
        let header_indent = leading_ws(opened);
        let kept = TextRange::new(a.range.end(), b.range.start());
        let kept_text = &text[kept];
        let Some(first) = kept_text.lines().find(|l| !l.trim().is_empty()) else { continue };
        let inner = leading_ws(first);
        if inner.len() <= header_indent.len() || !inner.starts_with(header_indent) {
            continue;
        }
        let cut = inner.len() - header_indent.len();
        let mut line_start = usize::from(kept.start());
        let lines: Vec<&str> = kept_text.split_inclusive('\n').collect();
        let deep_enough = lines.iter().all(|l| l.trim().is_empty() || leading_ws(l).len() >= inner.len());
        if !deep_enough {
            continue;
        }
        for l in lines {
            if !l.trim().is_empty() {
                let r = TextRange::at(TextSize::new(line_start as u32), TextSize::new(cut as u32));
                added.push(Edit::new(r, Vec::new()));
            }
            line_start += l.len();
        }
    }
    edits.extend(added);
}

/// Every identifier in `text`.
fn identifiers(text: &str) -> std::collections::HashSet<String> {
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, text);
    (0..lexed.len()).filter(|&i| lexed.kind(i) == SyntaxKind::IDENT).map(|i| lexed.text(i).to_owned()).collect()
}

/// Whether code from `end` to `start` holds nothing but what separates leaves of one match:
/// spaces, commas, semicolons and parentheses.
fn touching(text: &str, end: TextSize, start: TextSize) -> bool {
    start <= end
        || text[usize::from(end)..usize::from(start)]
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')'))
}

/// The line break and indentation between code at `r` and a `.` that follows it on a later
/// line (a method chain written one call a line), if that is how the code reads.
fn chain_break_after(text: &str, r: TextRange) -> Option<&str> {
    let after = text.get(usize::from(r.end())..)?;
    let ws_len = after.len() - after.trim_start().len();
    let ws = &after[..ws_len];
    (ws.contains('\n') && after[ws_len..].starts_with('.')).then_some(ws)
}

/// Whether a range of the file is a run of elements of a comma-separated list (or, empty, a
/// place between them).
fn in_list(src: &Source, range: TextRange) -> bool {
    let el = src.root.covering_element(range);
    let node = match el {
        ra_ap_syntax::NodeOrToken::Node(n) => Some(n),
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent(),
    };
    if range.is_empty() {
        // A place in a list: a bracket or separator of the list, or an element's first token.
        return node.is_some_and(|n| n.ancestors().take(3).any(|a| is_list(a.kind())));
    }
    // Up through the nodes that are the run itself, to the list holding it.
    node.and_then(|n| n.ancestors().find(|a| !range.contains_range(a.text_range()) || is_list(a.kind())))
        .is_some_and(|a| is_list(a.kind()))
}

/// Nodes whose children are separated by commas.
fn is_list(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(
        kind,
        ARG_LIST
            | PARAM_LIST
            | RECORD_EXPR_FIELD_LIST
            | RECORD_FIELD_LIST
            | TUPLE_FIELD_LIST
            | TUPLE_EXPR
            | ARRAY_EXPR
            | GENERIC_ARG_LIST
            | GENERIC_PARAM_LIST
            | VARIANT_LIST
            | TUPLE_PAT
            | SLICE_PAT
            | RECORD_PAT_FIELD_LIST
            | USE_TREE_LIST
            | TUPLE_TYPE
            | TUPLE_STRUCT_PAT
    )
}

/// A list element's range with the comma that separates it: the one after it (and the space
/// up to the next element on the line), else the one before it.
fn with_separator(text: &str, range: TextRange) -> TextRange {
    let (s, e) = (usize::from(range.start()), usize::from(range.end()));
    let after = &text[e..];
    let ws = after.len() - after.trim_start_matches([' ', '\t']).len();
    if after[ws..].starts_with(',') {
        let rest = &after[ws + 1..];
        let ws2 = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        return TextRange::new(range.start(), TextSize::new((e + ws + 1 + ws2) as u32));
    }
    let before = &text[..s];
    let trimmed = before.trim_end();
    if trimmed.ends_with(',') {
        return TextRange::new(TextSize::new((trimmed.len() - 1) as u32), range.end());
    }
    range
}

/// What to delete for a run of `-` code: its whole lines when it is alone on them, else the
/// code and the spaces that separated it from what follows.
fn deletion_range(
    text: &str,
    range: TextRange,
    line_start: usize,
    line_end: usize,
    alone_before: bool,
    alone_after: bool,
) -> TextRange {
    let (s, e) = (usize::from(range.start()), usize::from(range.end()));
    let at = |a: usize, b: usize| TextRange::new(TextSize::new(a as u32), TextSize::new(b as u32));
    if alone_before && alone_after {
        let end = line_end + line_break_len(&text[line_end..]);
        // Keep the line break of the last line of the file.
        let start = if end == line_end && line_start > 0 {
            line_start - if text[..line_start].ends_with("\r\n") { 2 } else { 1 }
        } else {
            line_start
        };
        at(start, end)
    } else if alone_after {
        at(s - (text[line_start..s].len() - text[line_start..s].trim_end().len()), line_end)
    } else if text[..s].ends_with([' ', '\t']) || text[e..].starts_with([' ', '\t']) {
        at(s, e + (text[e..line_end].len() - text[e..line_end].trim_start().len()))
    } else {
        range
    }
}

fn strip_trailing_comma(parts: &mut [Part]) {
    if let Some(Part::Text(t)) = parts.last_mut() {
        let trimmed = t.trim_end();
        if let Some(without) = trimmed.strip_suffix(',') {
            *t = without.to_owned();
        }
    }
}

pub(crate) fn merge_text(parts: Vec<Part>) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    for p in parts {
        match (out.last_mut(), p) {
            (Some(Part::Text(a)), Part::Text(b)) => a.push_str(&b),
            (_, p) => out.push(p),
        }
    }
    out
}

/// The node, at or above `el`, whose file range is exactly `range` (the outermost such).
fn node_with_range(el: &CodeEl, range: TextRange) -> Option<SyntaxNode> {
    let start = match el.as_node() {
        Some(n) => n.clone(),
        None => el.as_token()?.parent()?,
    };
    let shift = el.shift;
    start
        .ancestors()
        .take_while(|n| range.contains_range(crate::code::shift_range(n.text_range(), shift)))
        .filter(|n| crate::code::shift_range(n.text_range(), shift) == range)
        .last()
}

/// Where the line holding `pos` ends: at its line break (`\n`, or the `\r` of `\r\n`), or at
/// the end of the text.
fn line_end_of(text: &str, pos: usize) -> usize {
    match text[pos..].find('\n') {
        Some(i) if i > 0 && text.as_bytes()[pos + i - 1] == b'\r' => pos + i - 1,
        Some(i) => pos + i,
        None => text.len(),
    }
}

/// The length of the line break `rest` starts with (0 if none).
fn line_break_len(rest: &str) -> usize {
    if rest.starts_with("\r\n") { 2 } else { usize::from(rest.starts_with('\n')) }
}

fn line_start_of(text: &str, pos: usize) -> usize {
    text[..pos].rfind('\n').map_or(0, |i| i + 1)
}

fn leading_ws(line: &str) -> &str {
    let n = line.len() - line.trim_start_matches([' ', '\t']).len();
    &line[..n]
}

/// Where the statement (or largest node) that ends at `pos` starts.
fn statement_start(src: &Source, pos: usize) -> usize {
    let Some(tok) = src.root.token_at_offset(TextSize::new(pos as u32)).left_biased() else {
        return pos;
    };
    let end = tok.text_range().end();
    let mut start = tok.text_range().start();
    let mut node = tok.parent();
    while let Some(n) = node {
        if n.text_range().end() != end || matches!(n.kind(), SyntaxKind::STMT_LIST | SyntaxKind::SOURCE_FILE) {
            break;
        }
        start = n.text_range().start();
        node = n.parent();
    }
    usize::from(start)
}

/// The indentation of a block's statements, for code added just after its `{`: the next
/// line's when it is deeper, else one level (the file's unit) deeper than `base`.
fn inner_indent(text: &str, line_end: usize, base: &str) -> String {
    let next = text[line_end..].trim_start_matches('\n').lines().find(|l| !l.trim().is_empty());
    match next.map(leading_ws) {
        Some(ws) if ws.len() > base.len() && ws.starts_with(base) => ws.to_owned(),
        _ => format!("{base}{}", indent_unit(text)),
    }
}

/// The indentation of a block's statements, for code added just before its `}` (whose line is
/// indented `close`): the previous line's when it is deeper, else one level deeper.
fn previous_inner_indent(text: &str, line_start: usize, close: &str) -> String {
    let prev = text[..line_start].lines().rev().find(|l| !l.trim().is_empty());
    match prev.map(leading_ws) {
        Some(ws)
            if ws.len() > close.len() && ws.starts_with(close) && !prev.unwrap_or("").trim_end().ends_with('{') =>
        {
            ws.to_owned()
        }
        _ => format!("{close}{}", indent_unit(text)),
    }
}

/// One level of indentation as the file writes it: a tab, or the smallest step of spaces (4
/// when nothing tells).
fn indent_unit(text: &str) -> String {
    let mut step = usize::MAX;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let ws = leading_ws(line);
        if ws.starts_with('\t') {
            return "\t".to_owned();
        }
        if !ws.is_empty() {
            step = step.min(ws.len());
        }
    }
    " ".repeat(if step == usize::MAX { 4 } else { step })
}

/// Whether the code `hit` matched ends a list element that has no comma after it (the last
/// element of a list without a trailing comma): an element added after it needs one.
fn needs_comma_after(src: &Source, hit: &Hit) -> bool {
    let Some(el) = &hit.el else { return false };
    let end = hit.range.end();
    let start = match el.as_node() {
        Some(n) => n.clone(),
        None => match el.as_token().and_then(|t| t.parent()) {
            Some(p) => p,
            None => return false,
        },
    };
    let element = start
        .ancestors()
        .take_while(|n| crate::code::shift_range(n.text_range(), el.shift).end() == end)
        .find(|n| n.parent().is_some_and(|p| is_list(p.kind())));
    if element.is_none() {
        return false;
    }
    let after = src.text[usize::from(end)..].trim_start();
    !after.starts_with(',')
}

/// Indentation for code the patch indents `extra` columns deeper than its anchor: the next
/// line's, when that is deeper (the body of a block), else the base plus `extra` spaces.
fn deeper_indent(text: &str, line_end: usize, base: &str, extra: usize) -> String {
    let next = text[line_end..].trim_start_matches('\n').lines().find(|l| !l.trim().is_empty());
    match next.map(leading_ws) {
        Some(ws) if ws.len() > base.len() && ws.starts_with(base) => ws.to_owned(),
        _ if base.contains('\t') => format!("{base}\t"),
        _ => format!("{base}{}", " ".repeat(extra)),
    }
}

//! From matches to edits. A match's leaves carry their patch line's marker: runs of `-` leaves
//! become deletions, and each `+` run is placed by the leaves around it in the patch: it
//! replaces the `-` run it touches, or is inserted after (before) the context leaf it follows
//! (precedes). Added code is printed as written, metavariables re-emitted from the code they
//! bound, with parentheses where precedence needs them.

use crate::bind::Value;
use crate::matching::state::{Hit, Implicit, Instance};
use crate::rewriting::comments::keep_comments;
use crate::rewriting::edit::{Edit, Part, Source, merge_text, strip_trailing_comma, without_return};
use crate::rewriting::layout::{
    chain_break_after, dedent_unwrapped_blocks, deeper_indent, deletion_range, in_list, inner_indent, is_list,
    leading_ws, line_end_of, line_start_of, needs_comma_after, node_with_range, previous_inner_indent, statement_start,
    touching, with_separator,
};
use crate::rewriting::plus_plan::{Piece, PlusPlan, is_blank, plan_run};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};
use smpl::pattern::Mark;
use smpl::{MetaKind, Rule};

/// Everything the rewriter needs of a rule, computed once.
pub struct Plan<'r> {
    rule: &'r Rule,
    plus: Vec<PlusPlan<'r>>,
    /// Paths of the pattern that may match code written otherwise (see [`crate::rewriting::respell`]).
    paths: crate::rewriting::respell::PatternPaths,
    /// How added code writes paths in this file whatever the match (see [`crate::rewriting::nostd`]).
    file_respell: Vec<crate::rewriting::respell::Respelling>,
    /// The name of the file's crate (see [`crate::rewriting::respell`]).
    own_crate: &'r dyn Fn() -> Option<String>,
}

impl<'r> Plan<'r> {
    pub fn new(rule: &'r Rule) -> Plan<'r> {
        let runs = rule.body.as_ref().map_or(&[][..], |b| &b.plus[..]);
        let paths =
            rule.body.as_ref().map(|b| crate::rewriting::respell::PatternPaths::of(&b.pattern)).unwrap_or_default();
        let plus = runs.iter().map(|r| plan_run(rule, r)).collect();
        Plan { rule, plus, paths, file_respell: Vec::new(), own_crate: &|| None }
    }

    /// Added code also writes these paths otherwise, in every match.
    pub fn with_respellings(mut self, respell: Vec<crate::rewriting::respell::Respelling>) -> Plan<'r> {
        self.file_respell = respell;
        self
    }

    /// Where the file's crate's name comes from, when a match needs it.
    pub fn with_own_crate(mut self, own_crate: &'r dyn Fn() -> Option<String>) -> Plan<'r> {
        self.own_crate = own_crate;
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
    respell: Vec<crate::rewriting::respell::Respelling>,
    /// Why an edit of this match cannot be made as the patch reads (see `unsaid`).
    refused: &'i std::cell::RefCell<Option<String>>,
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
        let refused = std::cell::RefCell::new(None);
        let mut out = Vec::new();
        self.instance_edits(inst, &fresh, &missing, &refused, src, &mut out);
        if let Some(why) = refused.into_inner() {
            return Err(why);
        }
        let mut missing = missing.into_inner();
        if missing.is_empty() {
            if let Some(why) = crate::rewriting::scoping::let_out_of_scope(&out, src) {
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
        refused: &std::cell::RefCell<Option<String>>,
        src: &Source,
        out: &mut Vec<Edit>,
    ) {
        let mut respell = self.paths.respellings(&inst.hits, self.own_crate);
        respell.extend(self.file_respell.iter().cloned());
        respell.sort_by_key(|r| std::cmp::Reverse(r.len()));
        let scope = Scope { inst, fresh, missing, respell, refused };
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
                        && (touching(src.text, run_end, h.range.start())
                            || crate::rewriting::unsaid::bridges_unsaid(src, run_end, h.range.start()))
                        && !crate::matching::fields::moved_apart(hits[*end], h, run_end) =>
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
            if !crate::prepare::scope::in_window(run.offset, inst.window)
                || inst.holes.iter().any(|h| crate::prepare::scope::in_window(run.offset, *h))
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
            if let Some(h) = hits[s..=e].iter().find(|h| h.implicit == Some(Implicit::UnitReturn)) {
                out.extend(attached[r].iter().map(|p| self.insert_after(p, h, &scope, src)));
                continue;
            }
            let range = hits[s..=e].iter().map(|h| h.range).reduce(TextRange::cover).unwrap_or_default();
            out.push(self.replace(range, &hits[s..=e], &attached[r], &scope, src));
        }
        for sub in &inst.subs {
            self.instance_edits(sub, fresh, missing, refused, src, out);
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
        // `return x;` replacing a value the fn returns without `return` is written `x`.
        let as_tail =
            matches!(plans, [p] if p.returns) && hits.iter().any(|h| h.implicit == Some(Implicit::TailReturn));
        let render = |p: &PlusPlan, own_lines: bool| {
            let parts = self.render_lines(p, scope, indent, src, own_lines);
            if as_tail { without_return(parts) } else { parts }
        };
        let mut parts = Vec::new();
        if alone_before && alone_after && !in_expression {
            for (i, p) in plans.iter().enumerate() {
                if i > 0 {
                    parts.push(Part::Text("\n".into()));
                }
                parts.extend(render(p, true));
            }
            self.keep_unsaid(hits, &mut parts, scope, src);
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
            parts.extend(render(p, false));
        }
        self.keep_unsaid(hits, &mut parts, scope, src);
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
        // `+` code put in place of a pattern is read as one, by the rules of patterns (`New { f }`
        // after `if let` is a struct pattern, not a literal needing parentheses; `1 | 2` after
        // `&` needs them).
        let wrap = expr.as_ref().zip(node.as_ref()).is_some_and(|(expr, place)| {
            place.parent().is_some_and(|parent| match ast::Pat::can_cast(place.kind()) {
                true => crate::rewriting::prec::needs_parens_as_pat(expr, &parent),
                false => crate::rewriting::prec::needs_parens(expr, &parent, place),
            })
        });
        let expr = if matches!(plans, [p] if p.expr.is_some()) { expr } else { None };
        Edit { range, parts, expr, wrap }
    }

    /// What the replaced item had and the pattern did not say stays (see `unsaid`).
    fn keep_unsaid(&self, hits: &[&Hit], parts: &mut Vec<Part>, scope: &Scope, src: &Source) {
        if let Err(why) = crate::rewriting::unsaid::keep_unsaid(hits, parts, src) {
            scope.refused.borrow_mut().get_or_insert(why);
        }
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
        if hit.implicit == Some(Implicit::UnitReturn) {
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
            // A space from what follows, but not from a closing delimiter or a separator
            // (`(x: i32, q: i32)`, not `(x: i32, q: i32 )`).
            if !text[pos..].starts_with([')', ']', '>', ',', ';']) {
                parts.push(Part::Text(" ".into()));
            }
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
                        parts.push(Part::Text(crate::rewriting::respell::apply(s, &inst.respell)));
                        after_code = None;
                    }
                    Piece::Meta { id, place } => {
                        if let Some(field) = self.short_field(*id, place.as_ref(), inst, src) {
                            drop_field_name(&mut parts, &field, src.text);
                        }
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

    /// The field name `+` code writes before metavariable `id` (`f: p`), when `id` is bound to
    /// the value of a field the code wrote short (`S { f }`) and the names agree: written
    /// short again, as the code had it.
    fn short_field(
        &self,
        id: usize,
        place: Option<&(SyntaxNode, SyntaxNode)>,
        scope: &Scope,
        src: &Source,
    ) -> Option<String> {
        let (parent, _) = place?;
        if !matches!(parent.kind(), SyntaxKind::RECORD_EXPR_FIELD | SyntaxKind::RECORD_PAT_FIELD) {
            return None;
        }
        let written = parent.children().find(|c| c.kind() == SyntaxKind::NAME_REF)?.text().to_string();
        // The field's name may be a metavariable itself (`fld: e`): its value is the name.
        let field = match self.rule.metavars.iter().position(|m| m.name == written) {
            Some(name_id) => scope.inst.env.get(name_id)?.word(src.text),
            None => written,
        };
        let Some(Value::Code(els)) = scope.inst.env.get(id) else { return None };
        let [el] = &els[..] else { return None };
        let short = crate::matching::shorthand::written_short(el.as_node()?)?;
        (short == field).then_some(field)
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
                    && place.is_some_and(|(parent, name)| match els[0].as_node() {
                        // A pattern of the code (`pattern p;`, or an expression in a pattern
                        // slot), by the rules of patterns.
                        Some(n) if ast::Pat::can_cast(n.kind()) => crate::rewriting::prec::pat_needs_parens(n, parent),
                        // An expression put in a pattern slot keeps its text as it is.
                        _ if name.kind() == ra_ap_syntax::SyntaxKind::IDENT_PAT => false,
                        n => n
                            .and_then(|n| ast::Expr::cast(n.clone()))
                            .is_some_and(|e| crate::rewriting::prec::needs_parens(&e, parent, name)),
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
                    name.kind() != ra_ap_syntax::SyntaxKind::IDENT_PAT
                        && frag::parse_complete_expr(text, crate::EDITION_FOR_PATCHES)
                            .and_then(ast::Expr::cast)
                            .is_some_and(|e| crate::rewriting::prec::needs_parens(&e, parent, name))
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

/// Takes `field:` (and the spaces around the colon) off the end of what is written so far, so
/// the value after it is written as a short field. The name is text of the `+` code, or code a
/// metavariable put there (`fld:` with `fld` bound to `f`).
fn drop_field_name(parts: &mut Vec<Part>, field: &str, file: &str) {
    let Some(Part::Text(text)) = parts.last_mut() else { return };
    let Some(before_colon) = text.trim_end().strip_suffix(':').map(str::trim_end) else { return };
    if before_colon.is_empty() {
        // `: ` alone: the name is the code part before it.
        let n = parts.len();
        let named = n >= 2
            && matches!(&parts[n - 2], Part::Code { range, .. }
                if file.get(std::ops::Range::<usize>::from(*range)) == Some(field));
        if named {
            parts.truncate(n - 2);
        }
        return;
    }
    if let Some(before) = before_colon.strip_suffix(field)
        && !before.ends_with(|c: char| c.is_alphanumeric() || c == '_')
    {
        text.truncate(before.len());
    }
}

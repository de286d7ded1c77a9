//! From scanned body elements to the pattern IR.
//!
//! The minus/context code of a body (or of one disjunction branch) is laid out as Rust text, the
//! *template*, in which SmPL operators are replaced by placeholder names that parse in any
//! position: `...` becomes `__cocci_dots_N`, a disjunction `__cocci_disj_N` (its branches are
//! parsed separately, each as whatever fragment kind fits), a nest the labelled block
//! `'__cocci_nest_N: { .. }`. The template is parsed with `ra_ap_syntax` and lowered to [`Pat`],
//! every leaf mapped back to its patch offset through the template's source map.

use crate::body::{Elem, WhenSrc};
use crate::diag::SmplError;
use crate::edition::EDITION;
use crate::model::{BodyKind, MetaKind, MetaVar, PlusRun};
use crate::pattern::*;
use frag::{FragmentKind, parse_fragment};
use ra_ap_syntax::{Edition, NodeOrToken, SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken, TextSize};

const DOTS: &str = "__cocci_dots_";
const DISJ: &str = "__cocci_disj_";
const NEST: &str = "'__cocci_nest_";

/// Rust text standing for a piece of patch, with the way back.
#[derive(Default)]
struct Template {
    text: String,
    pieces: Vec<Piece>,
    /// `@p` attachments: template offset they follow, and the position metavariable.
    positions: Vec<(usize, MetaId)>,
    /// Operator metavariables, laid out as an operator: its template offset, and the
    /// metavariable.
    ops: Vec<(usize, MetaId)>,
}

struct Piece {
    tpl: usize,
    patch: usize,
    len: usize,
    mark: Mark,
    /// Generated text (placeholders) maps every offset to `patch`.
    generated: bool,
    optional: bool,
}

impl Template {
    fn push_code(&mut self, src: &str, start: usize, end: usize, mark: Mark, optional: bool) {
        let tpl = self.text.len();
        self.text.push_str(&src[start..end]);
        self.pieces.push(Piece { tpl, patch: start, len: end - start, mark, generated: false, optional });
    }

    fn push_generated(&mut self, text: &str, patch: usize, mark: Mark) {
        let tpl = self.text.len();
        self.text.push_str(text);
        self.pieces.push(Piece { tpl, patch, len: text.len(), mark, generated: true, optional: false });
    }

    fn piece_at(&self, tpl: usize) -> Option<&Piece> {
        let i = self.pieces.partition_point(|p| p.tpl <= tpl);
        let p = self.pieces.get(i.checked_sub(1)?)?;
        Some(p)
    }

    /// The patch offset and mark of the template text at `tpl`.
    fn origin(&self, tpl: usize) -> Origin {
        match self.piece_at(tpl) {
            Some(p) => {
                let patch = if p.generated { p.patch } else { p.patch + (tpl - p.tpl).min(p.len) };
                Origin { offset: TextSize::new(patch as u32), mark: p.mark }
            }
            None => Origin { offset: TextSize::new(0), mark: Mark::Context },
        }
    }

    fn is_generated(&self, tpl: usize) -> bool {
        self.piece_at(tpl).is_some_and(|p| p.generated)
    }

    fn is_optional(&self, tpl: usize) -> bool {
        self.piece_at(tpl).is_some_and(|p| p.optional)
    }
}

struct DisjInfo {
    branches: Vec<Pat>,
    ends: Vec<TextSize>,
    kind: FragmentKind,
    conj: bool,
}

pub(crate) struct Compiler<'a> {
    src: &'a str,
    metas: &'a [MetaVar],
    pub errors: Vec<SmplError>,
    dots: Vec<DotsPat>,
    disjs: Vec<DisjInfo>,
    nests: Vec<(Origin, bool, Vec<When>)>,
    pub plus: Vec<PlusRun>,
    pending_plus: Option<PlusRun>,
    branch_stack: Vec<(usize, usize)>,
    nest_stack: Vec<usize>,
    last_indent: Option<usize>,
    /// `...`s laid out as items (`__cocci_dots_N!{}`) or statements (`__cocci_dots_N;`),
    /// because an expression placeholder does not parse where they stand.
    dots_suffix: std::collections::HashMap<usize, &'static str>,
    /// Whether only syntax is being checked (the `+` view of a body): what the lowering would
    /// say about metavariables is not reported then.
    syntax_only: bool,
    /// The edition patch code is parsed with: 2021, or 2015 for a body only 2015 can read
    /// (`try!(e)`).
    pub edition: Edition,
}

impl<'a> Compiler<'a> {
    pub fn new(src: &'a str, metas: &'a [MetaVar]) -> Compiler<'a> {
        Compiler {
            src,
            metas,
            errors: Vec::new(),
            dots: Vec::new(),
            disjs: Vec::new(),
            nests: Vec::new(),
            plus: Vec::new(),
            pending_plus: None,
            branch_stack: Vec::new(),
            nest_stack: Vec::new(),
            last_indent: None,
            dots_suffix: Default::default(),
            syntax_only: false,
            edition: EDITION,
        }
    }

    /// Compiles a whole body. `None` when nothing could be parsed.
    pub fn compile_body(
        &mut self,
        elems: &[Elem],
        body_start: usize,
        rule_kind: Option<crate::model::RuleKind>,
    ) -> Option<(Pat, BodyKind)> {
        let want = (rule_kind == Some(crate::model::RuleKind::Type)).then_some(FragmentKind::Type);
        let compiled = self.compile_fragment(elems, want);
        let compiled = match (compiled, rule_kind) {
            (Some((pat, kind)), Some(crate::model::RuleKind::Identifier)) => Some((self.as_identifier(pat), kind)),
            (c, _) => c,
        };
        self.flush_plus(None);
        match compiled {
            Some((pat, kind)) => {
                let kind = match kind {
                    FragmentKind::Expr | FragmentKind::Pattern => BodyKind::Expr,
                    FragmentKind::Type => BodyKind::Type,
                    FragmentKind::Stmts
                    | FragmentKind::Items
                    | FragmentKind::MatchArms
                    | FragmentKind::Attrs
                    | FragmentKind::Fields
                    | FragmentKind::Variants => BodyKind::Stmts,
                };
                Some((pat, kind))
            }
            None => {
                if !self.errors.iter().any(|e| u32::from(e.range.start()) as usize >= body_start) {
                    self.errors.push(SmplError::at(body_start, "expected code to match after `@@`"));
                }
                None
            }
        }
    }

    /// Lays out, parses and lowers a sequence of elements; `want` forces the fragment kind.
    fn compile_fragment(&mut self, elems: &[Elem], want: Option<FragmentKind>) -> Option<(Pat, FragmentKind)> {
        let saved = (self.dots.len(), self.disjs.len(), self.nests.len(), self.plus.len(), self.errors.len());
        let (pending, last_indent) = (self.pending_plus.clone(), self.last_indent);
        let (tpl, kind, root) = loop {
            let mut tpl = Template::default();
            self.emit(elems, &mut tpl);
            if tpl.text.trim().is_empty() {
                return None;
            }
            if let Some((kind, root)) = self.parse_best(&tpl, want) {
                break (tpl, kind, root);
            }
            // `...` where Rust wants an item (`impl T { ... }`) or a statement (`{ ... f(); }`):
            // lay it out as one and retry.
            let mut changed = false;
            for id in saved.0..self.dots.len() {
                if self.dots_suffix.contains_key(&id) {
                    continue;
                }
                let at = self.dots[id].origin.offset;
                // Reported at the placeholder, or just after it (at the end of the `...`).
                let near = |e: &SmplError| e.range.start() >= at && e.range.start() <= at + TextSize::new(3);
                for (wanted, suffix) in [("expected an item", "!{}"), ("expected `;`", ";")] {
                    if self.errors[saved.4..].iter().any(|e| near(e) && e.message.contains(wanted)) {
                        self.dots_suffix.insert(id, suffix);
                        changed = true;
                        break;
                    }
                }
                // Laid out as a statement where an expression was wanted: try the expression.
                if !changed && self.errors[saved.4..].iter().any(near) {
                    self.dots_suffix.insert(id, "");
                    changed = true;
                }
            }
            if !changed {
                return None;
            }
            self.dots.truncate(saved.0);
            self.disjs.truncate(saved.1);
            self.nests.truncate(saved.2);
            self.plus.truncate(saved.3);
            self.errors.truncate(saved.4);
            self.pending_plus = pending.clone();
            self.last_indent = last_indent;
        };
        let pat = match kind {
            FragmentKind::Stmts | FragmentKind::Items => Pat::Seq(self.lower_children(&root, &tpl, 0)),
            // The list node's text is `{` + template + `}`.
            // The attributes of the fn they were parsed on.
            FragmentKind::Attrs => Pat::Seq(
                root.descendants()
                    .find(|n| n.kind() == SyntaxKind::FN)
                    .into_iter()
                    .flat_map(|f| f.children().filter(|c| c.kind() == SyntaxKind::ATTR).collect::<Vec<_>>())
                    .map(|c| self.lower_node(&c, &tpl, 0))
                    .collect(),
            ),
            FragmentKind::MatchArms | FragmentKind::Fields | FragmentKind::Variants => Pat::Seq(
                root.children_with_tokens()
                    .filter(|c| !matches!(c.kind(), SyntaxKind::L_CURLY | SyntaxKind::R_CURLY))
                    .filter_map(|c| self.lower_element(c, &tpl, -1))
                    .collect(),
            ),
            _ => self.lower_node(&root, &tpl, 0),
        };
        Some((pat, kind))
    }

    fn emit(&mut self, elems: &[Elem], tpl: &mut Template) {
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

    /// In an identifier rule, names match wherever they stand: as an expression, a fn's or a
    /// field's name, a `let` binding.
    fn as_identifier(&mut self, pat: Pat) -> Pat {
        use SyntaxKind::*;
        match pat {
            Pat::Node(n) if n.children.len() == 1 && matches!(n.kind, PATH_EXPR | PATH | PATH_SEGMENT | NAME_REF) => {
                let child = n.children.into_iter().next().unwrap_or(Pat::Seq(Vec::new()));
                self.as_identifier(child)
            }
            Pat::Token(t) if t.kind == IDENT => {
                let id = self.disjs.len();
                self.disjs.push(DisjInfo {
                    branches: Vec::new(),
                    ends: Vec::new(),
                    kind: FragmentKind::Expr,
                    conj: false,
                });
                let branches =
                    [NAME, NAME_REF].into_iter().map(|k| node_pat(k, vec![Pat::Token(t.clone())], None)).collect();
                Pat::Disj(Box::new(DisjPat { id, branches, ends: Vec::new() }))
            }
            Pat::Meta(m) if self.metas[m.id].kind == MetaKind::Identifier => {
                Pat::Meta(MetaPat { node_kind: NAME_REF, ..m })
            }
            Pat::Disj(mut d) => {
                d.branches = d.branches.into_iter().map(|b| self.as_identifier(b)).collect();
                Pat::Disj(d)
            }
            Pat::Conj(mut d) => {
                d.branches = d.branches.into_iter().map(|b| self.as_identifier(b)).collect();
                Pat::Conj(d)
            }
            Pat::Seq(items) => Pat::Seq(items.into_iter().map(|b| self.as_identifier(b)).collect()),
            other => other,
        }
    }

    fn compile_branches(&mut self, id: usize, branches: &[Vec<Elem>], start: usize) -> (Vec<Pat>, FragmentKind) {
        // Parse each branch as what suits it best; if they disagree, parse all as statements.
        let mut kinds = Vec::new();
        let mut pats = Vec::new();
        let saved = (self.dots.len(), self.disjs.len(), self.nests.len(), self.plus.len(), self.errors.len());
        for (i, branch) in branches.iter().enumerate() {
            self.branch_stack.push((id, i));
            let compiled = self.compile_fragment(branch, None);
            self.flush_plus(None);
            self.branch_stack.pop();
            match compiled {
                Some((pat, kind)) => {
                    kinds.push(kind);
                    pats.push(pat);
                }
                None => {
                    if self.errors.len() == saved.4 && !self.syntax_only {
                        self.errors
                            .push(SmplError::at(start, format!("branch {} of this disjunction is empty", i + 1)));
                    }
                    pats.push(Pat::Seq(Vec::new()));
                    kinds.push(FragmentKind::Stmts);
                }
            }
        }
        let first = kinds.first().copied().unwrap_or(FragmentKind::Expr);
        if kinds.iter().all(|k| *k == first) {
            return (pats, first);
        }
        // Redo as statements; drop what the first attempt registered.
        self.dots.truncate(saved.0);
        self.disjs.truncate(saved.1.max(id + 1));
        self.nests.truncate(saved.2);
        self.plus.truncate(saved.3);
        self.errors.truncate(saved.4);
        let mut pats = Vec::new();
        for (i, branch) in branches.iter().enumerate() {
            self.branch_stack.push((id, i));
            let compiled = self.compile_fragment(branch, Some(FragmentKind::Stmts));
            self.flush_plus(None);
            self.branch_stack.pop();
            pats.push(compiled.map_or(Pat::Seq(Vec::new()), |c| c.0));
        }
        (pats, FragmentKind::Stmts)
    }

    fn compile_whens(&mut self, whens: &[WhenSrc]) -> Vec<When> {
        let mut out = Vec::new();
        for w in whens {
            out.push(match w {
                WhenSrc::Any => When::Any,
                WhenSrc::Strict => When::Strict,
                WhenSrc::Exists => When::Exists,
                WhenSrc::Forall => When::Forall,
                WhenSrc::NotMatch { start, end } | WhenSrc::Match { start, end } => {
                    let positions: Vec<&str> = Vec::new();
                    let elems = crate::body::scan_fragment(self.src, *start, *end, &positions, &mut self.errors);
                    // `when` patterns are context: they neither add nor take `+` runs.
                    let saved_pending = self.pending_plus.take();
                    let Some((pat, _)) = self.compile_fragment(&elems, None) else {
                        self.pending_plus = saved_pending;
                        continue;
                    };
                    self.pending_plus = saved_pending;
                    let pat = match pat {
                        Pat::Seq(mut items) if items.len() == 1 => items.pop().unwrap(),
                        p => p,
                    };
                    if matches!(w, WhenSrc::NotMatch { .. }) { When::NotMatch(pat) } else { When::Match(pat) }
                }
            });
        }
        out
    }

    // ----- `+` runs -----

    fn push_plus(&mut self, line_start: usize, start: usize, end: usize) {
        let text = &self.src[start..end];
        let indent = indent_width(text);
        let run = self.pending_plus.get_or_insert_with(|| PlusRun {
            offset: TextSize::new(line_start as u32),
            lines: Vec::new(),
            line_offsets: Vec::new(),
            indent: Vec::new(),
            branches: self.branch_stack.clone(),
            nest: self.nest_stack.last().copied(),
            anchor_indent_before: self.last_indent,
            anchor_indent_after: None,
        });
        run.lines.push(text.to_owned());
        run.line_offsets.push(TextSize::new(start as u32));
        run.indent.push(indent);
    }

    fn flush_plus(&mut self, indent_after: Option<usize>) {
        if let Some(mut run) = self.pending_plus.take() {
            run.anchor_indent_after = indent_after;
            self.plus.push(run);
        }
    }

    /// Indentation, after the marker column, of the patch line holding `offset`.
    fn line_indent(&self, offset: usize) -> Option<usize> {
        let line_start = self.src[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line = &self.src[line_start..];
        let line = line.split('\n').next().unwrap_or("");
        let after_marker = line.get(1..).unwrap_or("");
        Some(indent_width(after_marker))
    }

    // ----- parsing -----

    /// Parses the template as the first fragment kind that fits, reporting errors if none does.
    fn parse_best(&mut self, tpl: &Template, want: Option<FragmentKind>) -> Option<(FragmentKind, SyntaxNode)> {
        let text = &tpl.text;
        let trimmed = text.trim();
        let kinds: &[FragmentKind] = match want {
            Some(k) => &[k][..],
            None if self.is_type_name(trimmed) => &[FragmentKind::Type],
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
        if let Some(id) = text.strip_prefix(DISJ).and_then(|n| n.parse::<usize>().ok()) {
            return self.disjs.get(id).is_some_and(|d| d.kind == FragmentKind::Type);
        }
        self.meta(text).is_some_and(|m| m.kind == MetaKind::Type)
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

    // ----- lowering -----

    fn lower_children(&mut self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Vec<Pat> {
        node.children_with_tokens().filter_map(|c| self.lower_element(c, tpl, shift)).collect()
    }

    fn lower_element(&mut self, el: SyntaxElement, tpl: &Template, shift: i64) -> Option<Pat> {
        match el {
            NodeOrToken::Node(n) => {
                let pat = self.lower_node(&n, tpl, shift);
                let is_stmt =
                    n.parent().is_some_and(|p| matches!(p.kind(), SyntaxKind::MACRO_STMTS | SyntaxKind::STMT_LIST));
                if is_stmt && tpl.is_optional(tpl_offset(n.text_range().start(), shift)) {
                    return Some(Pat::Optional(Box::new(pat)));
                }
                Some(pat)
            }
            NodeOrToken::Token(t) => {
                if t.kind().is_trivia() || t.kind() == SyntaxKind::COMMA {
                    return None;
                }
                // An operator metavariable laid out as an operator.
                let at = tpl_offset(t.text_range().start(), shift);
                if let Some(&(_, id)) = tpl.ops.iter().find(|(o, _)| *o == at) {
                    return Some(Pat::Meta(MetaPat {
                        id,
                        node_kind: t.kind(),
                        origin: tpl.origin(at),
                        position: None,
                    }));
                }
                // The `;` a statement-level `...` put after an expression line is not the patch's.
                if t.kind() == SyntaxKind::SEMICOLON && tpl.is_generated(tpl_offset(t.text_range().start(), shift)) {
                    return None;
                }
                Some(Pat::Token(self.token_pat(&t, tpl, shift)))
            }
        }
    }

    fn token_pat(&self, t: &SyntaxToken, tpl: &Template, shift: i64) -> TokenPat {
        TokenPat {
            kind: t.kind(),
            text: t.text().to_owned(),
            origin: tpl.origin(tpl_offset(t.text_range().start(), shift)),
        }
    }

    fn lower_node(&mut self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Pat {
        let position = self.position_at(node, tpl, shift);
        if let Some(tok) = sole_token(node)
            && let Some(p) = self.lower_sole(node, &tok, tpl, shift, position)
        {
            return p;
        }
        if node.kind() == SyntaxKind::EXPR_STMT
            && let Some(p) = self.lower_stmt_placeholder(node, tpl, shift, position)
        {
            return p;
        }
        // An arm, field or variant placeholder of a disjunction.
        if matches!(
            node.kind(),
            SyntaxKind::MATCH_ARM | SyntaxKind::RECORD_FIELD | SyntaxKind::VARIANT | SyntaxKind::ATTR
        ) && let Some(id) = node
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .find(|t| t.kind() == SyntaxKind::IDENT)
            .and_then(|t| t.text().strip_prefix(DISJ).and_then(|n| n.parse::<usize>().ok()))
            && let Some(p) = self.disj_pat(id)
        {
            return p;
        }
        // A nest among statements is a labelled block statement: the nest itself.
        if node.kind() == SyntaxKind::EXPR_STMT
            && let Some(block) = node.children().find(|c| c.kind() == SyntaxKind::BLOCK_EXPR)
            && let Some(p) = self.lower_nest(&block, tpl, shift)
        {
            return p;
        }
        if node.kind() == SyntaxKind::BLOCK_EXPR
            && let Some(p) = self.lower_nest(node, tpl, shift)
        {
            return p;
        }
        if node.kind() == SyntaxKind::MACRO_CALL
            && let Some(id) = node
                .children()
                .find(|c| c.kind() == SyntaxKind::PATH)
                .and_then(|p| sole_token(&p))
                .and_then(|t| t.text().strip_prefix(DOTS).and_then(|n| n.parse::<usize>().ok()))
            && let Some(d) = self.dots.get(id)
        {
            return Pat::Dots(Box::new(d.clone()));
        }
        if node.kind() == SyntaxKind::MACRO_CALL {
            let children = node
                .children_with_tokens()
                .filter_map(|c| match c {
                    NodeOrToken::Node(n) if n.kind() == SyntaxKind::TOKEN_TREE => {
                        Some(self.lower_token_tree(&n, tpl, shift))
                    }
                    other => self.lower_element(other, tpl, shift),
                })
                .collect();
            return node_pat(node.kind(), children, position);
        }
        let children = self.lower_children(node, tpl, shift);
        node_pat(node.kind(), children, position)
    }

    /// A node whose only token is a placeholder or a metavariable name.
    fn lower_sole(
        &mut self,
        node: &SyntaxNode,
        tok: &SyntaxToken,
        tpl: &Template,
        shift: i64,
        position: Option<MetaId>,
    ) -> Option<Pat> {
        if tok.kind() != SyntaxKind::IDENT {
            return None;
        }
        let name = tok.text();
        if let Some(id) = name.strip_prefix(DOTS).and_then(|n| n.parse::<usize>().ok()) {
            return self.dots.get(id).map(|d| Pat::Dots(Box::new(d.clone())));
        }
        if let Some(id) = name.strip_prefix(DISJ).and_then(|n| n.parse::<usize>().ok()) {
            return self.disj_pat(id).map(|d| reroot_branches(d, node));
        }
        let (id, meta) = self.metas.iter().enumerate().find(|(_, m)| m.name == name)?;
        let origin = tpl.origin(tpl_offset(tok.text_range().start(), shift));
        let k = node.kind();
        let fits = match &meta.kind {
            MetaKind::Expression
            | MetaKind::Constant
            | MetaKind::ExpressionList(_)
            | MetaKind::Statement
            | MetaKind::IdExpression(_) => k == SyntaxKind::PATH_EXPR,
            MetaKind::Identifier => true,
            MetaKind::Type => matches!(k, SyntaxKind::PATH_TYPE | SyntaxKind::PATH),
            MetaKind::ParameterList(_) | MetaKind::Parameter => k == SyntaxKind::PARAM,
            // Laid out as operators; a name here is misplaced.
            MetaKind::BinaryOperator | MetaKind::AssignmentOperator => false,
            MetaKind::Position if self.syntax_only => return None,
            MetaKind::FreshIdentifier(_) if self.syntax_only => return None,
            MetaKind::Position => {
                self.errors.push(SmplError::at(
                    origin.offset.into(),
                    format!("position metavariable `{name}` can only be attached to code with `@{name}`"),
                ));
                return Some(Pat::Token(self.token_pat(tok, tpl, shift)));
            }
            MetaKind::FreshIdentifier(_) => {
                self.errors.push(SmplError::at(
                    origin.offset.into(),
                    format!("fresh identifier `{name}` can only be used in `+` code"),
                ));
                return Some(Pat::Token(self.token_pat(tok, tpl, shift)));
            }
        };
        if !fits && node.children().next().is_some() {
            // `Vec<T>`: the outermost node is the generic argument; the type is inside.
            return None;
        }
        if !fits && !self.syntax_only {
            self.errors.push(SmplError::at(
                origin.offset.into(),
                format!(
                    "metavariable `{name}` is {}, but here it stands for {}",
                    meta.kind.describe(),
                    describe_syntax(k)
                ),
            ));
            return None;
        }
        Some(Pat::Meta(MetaPat { id, node_kind: k, origin, position }))
    }

    /// `S;` for a statement metavariable and `__cocci_disj_N;` for a statement disjunction.
    fn lower_stmt_placeholder(
        &mut self,
        node: &SyntaxNode,
        tpl: &Template,
        shift: i64,
        position: Option<MetaId>,
    ) -> Option<Pat> {
        let mut sig = node.children_with_tokens().filter(|c| !c.kind().is_trivia());
        let expr = sig.next()?.into_node()?;
        let semi = sig.next();
        if sig.next().is_some() || semi.as_ref().is_some_and(|s| s.kind() != SyntaxKind::SEMICOLON) {
            return None;
        }
        let tok = sole_token(&expr)?;
        let name = tok.text();
        if let Some(id) = name.strip_prefix(DISJ).and_then(|n| n.parse::<usize>().ok()) {
            return self.disj_pat(id);
        }
        if let Some(id) = name.strip_prefix(DOTS).and_then(|n| n.parse::<usize>().ok()) {
            return self.dots.get(id).map(|d| Pat::Dots(Box::new(d.clone())));
        }
        let (id, meta) = self.metas.iter().enumerate().find(|(_, m)| m.name == name)?;
        if meta.kind != MetaKind::Statement {
            return None;
        }
        let origin = tpl.origin(tpl_offset(tok.text_range().start(), shift));
        Some(Pat::Meta(MetaPat { id, node_kind: SyntaxKind::EXPR_STMT, origin, position }))
    }

    fn lower_nest(&mut self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Option<Pat> {
        let label = node.children().find(|c| c.kind() == SyntaxKind::LABEL)?;
        let lifetime = label.first_token()?;
        let id: usize = lifetime.text().strip_prefix(NEST)?.parse().ok()?;
        let stmts = node.children().find(|c| c.kind() == SyntaxKind::STMT_LIST)?;
        let items: Vec<Pat> = stmts
            .children_with_tokens()
            .filter(|c| !matches!(c.kind(), SyntaxKind::L_CURLY | SyntaxKind::R_CURLY))
            .filter_map(|c| self.lower_element(c, tpl, shift))
            .collect();
        // A nest holding one tail expression is an expression nest.
        let is_expr = stmts.children().count() == 1
            && stmts
                .children()
                .next()
                .is_some_and(|c| <ra_ap_syntax::ast::Expr as ra_ap_syntax::AstNode>::can_cast(c.kind()));
        let body = if is_expr && items.len() == 1 { items.into_iter().next().unwrap() } else { Pat::Seq(items) };
        let (origin, at_least_one, whens) = self.nests.get(id)?.clone();
        let outer = NestPat { id, body, at_least_one, whens, origin };
        Some(Pat::Nest(Box::new(self.collapse_nest(outer))))
    }

    /// `<... <... P ...> ...>` is `<... P ...>`: the occurrences of a nest that is all of
    /// another nest's body are the occurrences of its own body. Matching the two levels apart
    /// found every occurrence once for each run of statements around it, and each level of
    /// nesting multiplied the work (10 levels on a 40-line file: seconds and hundreds of MB).
    /// Kept apart when the inner nest has `when`s of its own (they constrain its shorter runs),
    /// when the two lines have different markers, or when `+` code sits in the outer nest only.
    fn collapse_nest(&self, outer: NestPat) -> NestPat {
        let inner = match &outer.body {
            Pat::Nest(inner) => inner,
            Pat::Seq(items) => match &items[..] {
                [Pat::Nest(inner)] => inner,
                _ => return outer,
            },
            _ => return outer,
        };
        let plus_in_outer = self.plus.iter().chain(&self.pending_plus).any(|r| r.nest == Some(outer.id));
        if !inner.whens.is_empty() || inner.origin.mark != outer.origin.mark || plus_in_outer {
            return outer;
        }
        let NestPat { body, at_least_one, whens, origin, .. } = outer;
        let inner = match body {
            Pat::Nest(inner) => inner,
            Pat::Seq(mut items) => match items.pop() {
                Some(Pat::Nest(inner)) => inner,
                _ => unreachable!("checked above"),
            },
            _ => unreachable!("checked above"),
        };
        // The inner nest's id: its `+` code names it. At least one occurrence only if both
        // levels ask for one (an outer `<+...` over an inner `<...` holds on any run).
        NestPat { id: inner.id, body: inner.body, at_least_one: at_least_one && inner.at_least_one, whens, origin }
    }

    fn lower_token_tree(&mut self, tt: &SyntaxNode, tpl: &Template, shift: i64) -> Pat {
        let toks: Vec<SyntaxToken> =
            tt.children_with_tokens().filter_map(|c| c.into_token()).filter(|t| !t.kind().is_trivia()).collect();
        if let (Some(open), Some(close)) = (toks.first(), toks.last())
            && toks.len() >= 2
            && let Some(args) = frag::parse_macro_args(tt, self.edition)
        {
            let inner_shift = shift + args.shift;
            let args_pats: Vec<Pat> = args
                .list
                .children_with_tokens()
                .filter(|c| {
                    !matches!(
                        c.kind(),
                        SyntaxKind::L_PAREN | SyntaxKind::R_PAREN | SyntaxKind::L_BRACK | SyntaxKind::R_BRACK
                    )
                })
                .filter_map(|c| self.lower_element(c, tpl, inner_shift))
                .collect();
            return Pat::MacroArgs(Box::new(MacroArgsPat {
                open: self.token_pat(open, tpl, shift),
                args: args_pats,
                close: self.token_pat(close, tpl, shift),
            }));
        }
        // Tokens that are not expressions are compared one by one.
        let children = self.lower_children(tt, tpl, shift);
        node_pat(SyntaxKind::TOKEN_TREE, children, None)
    }

    /// The pattern of disjunction `id`, whose placeholder is being lowered. Its branches are
    /// moved out, not copied: each placeholder is lowered once, and copying made nested
    /// disjunctions quadratic (each level held a copy of every level inside it: 2,000 levels
    /// took 2.4 GB).
    fn disj_pat(&mut self, id: usize) -> Option<Pat> {
        let d = self.disjs.get_mut(id)?;
        let inner = Box::new(DisjPat { id, branches: std::mem::take(&mut d.branches), ends: d.ends.clone() });
        Some(if d.conj { Pat::Conj(inner) } else { Pat::Disj(inner) })
    }

    /// The position metavariable attached (`@p`) right after this node, if this node is the one
    /// it binds: the largest node ending there that is not an operator applied to it.
    fn position_at(&self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Option<MetaId> {
        if tpl.positions.is_empty() {
            return None;
        }
        // Where the node's code ends (a fragment's root also holds the trailing whitespace).
        let content_end = |n: &SyntaxNode| {
            n.descendants_with_tokens()
                .filter_map(|e| e.into_token())
                .filter(|t| !t.kind().is_trivia())
                .last()
                .map_or(n.text_range().end(), |t| t.text_range().end())
        };
        let end = tpl_offset(content_end(node), shift);
        let &(_, id) = tpl.positions.iter().find(|(o, _)| *o == end)?;
        if STOP_POSITION.contains(&node.kind()) {
            return None;
        }
        let parent_takes_it =
            node.parent().is_some_and(|p| content_end(&p) == content_end(node) && !STOP_POSITION.contains(&p.kind()));
        (!parent_takes_it).then_some(id)
    }

    fn meta(&self, name: &str) -> Option<&MetaVar> {
        self.metas.iter().find(|m| m.name == name)
    }

    fn meta_id(&self, name: &str) -> Option<MetaId> {
        self.metas.iter().position(|m| m.name == name)
    }
}

/// Nodes a position never binds: `a + b@p` binds `b`, not the sum.
const STOP_POSITION: &[SyntaxKind] = &[
    SyntaxKind::BIN_EXPR,
    SyntaxKind::PREFIX_EXPR,
    SyntaxKind::REF_EXPR,
    SyntaxKind::RANGE_EXPR,
    SyntaxKind::CAST_EXPR,
    SyntaxKind::RETURN_EXPR,
    SyntaxKind::BREAK_EXPR,
    SyntaxKind::CLOSURE_EXPR,
    SyntaxKind::LET_EXPR,
    SyntaxKind::LET_STMT,
    SyntaxKind::EXPR_STMT,
    SyntaxKind::STMT_LIST,
    SyntaxKind::MACRO_STMTS,
    SyntaxKind::ERROR,
];

fn tpl_offset(local: TextSize, shift: i64) -> usize {
    (i64::from(u32::from(local)) + shift).max(0) as usize
}

/// Branches of a disjunction standing where a name is (`e.\(iter\|into_iter\)()`, a fn's or a
/// parameter's name) were parsed alone, as expressions: re-root single-name branches in the
/// shape of the place (`IDENT_PAT` > `NAME` > name for a parameter).
fn reroot_branches(p: Pat, place: &SyntaxNode) -> Pat {
    match p {
        Pat::Disj(mut d) => {
            d.branches = d.branches.into_iter().map(|b| reroot(b, place)).collect();
            Pat::Disj(d)
        }
        Pat::Conj(mut d) => {
            d.branches = d.branches.into_iter().map(|b| reroot(b, place)).collect();
            Pat::Conj(d)
        }
        other => other,
    }
}

fn reroot(p: Pat, place: &SyntaxNode) -> Pat {
    let kind = place.kind();
    let mut cur = &p;
    loop {
        match cur {
            Pat::Node(n) if n.kind == kind => return cur.clone(),
            Pat::Node(n) if n.children.len() == 1 => match &n.children[0] {
                Pat::Token(t) => return shaped_like(place, t, n.position),
                Pat::Meta(m) => return Pat::Meta(MetaPat { node_kind: kind, ..m.clone() }),
                child => cur = child,
            },
            Pat::Meta(m) => return Pat::Meta(MetaPat { node_kind: kind, ..m.clone() }),
            _ => return p,
        }
    }
}

/// The chain of single-child nodes `place` is, down to its token, with `t` as the token.
fn shaped_like(place: &SyntaxNode, t: &TokenPat, position: Option<MetaId>) -> Pat {
    match place.children().next() {
        Some(child) if place.children().count() == 1 => {
            node_pat(place.kind(), vec![shaped_like(&child, t, None)], position)
        }
        _ => node_pat(place.kind(), vec![Pat::Token(t.clone())], position),
    }
}

/// The operator an operator metavariable is laid out as.
fn operator_placeholder(m: &MetaVar) -> String {
    let allowed = m.constraints.iter().find_map(|c| match c {
        crate::model::Constraint::OneOf(atoms) => atoms.iter().find_map(|a| match a {
            crate::model::Atom::Word(w) if crate::decl::is_operator(w) => Some(w.clone()),
            _ => None,
        }),
        _ => None,
    });
    allowed.unwrap_or_else(|| if m.kind == MetaKind::AssignmentOperator { "+=".into() } else { "==".into() })
}

fn node_pat(kind: SyntaxKind, children: Vec<Pat>, position: Option<MetaId>) -> Pat {
    let mut node = NodePat { kind, children, position, all_minus: false };
    node.all_minus = node.children.iter().all(|c| c.all_marked(Mark::Minus));
    Pat::Node(Box::new(node))
}

/// The node's only non-trivia token, if it has exactly one.
pub(crate) fn sole_token(node: &SyntaxNode) -> Option<SyntaxToken> {
    let mut toks = node.descendants_with_tokens().filter_map(|e| e.into_token()).filter(|t| !t.kind().is_trivia());
    let first = toks.next()?;
    toks.next().is_none().then_some(first)
}

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

/// Width of the leading whitespace (a tab counts 4).
pub(crate) fn indent_width(text: &str) -> usize {
    text.chars().take_while(|c| c.is_whitespace()).map(|c| if c == '\t' { 4 } else { 1 }).sum()
}

fn describe_syntax(kind: SyntaxKind) -> &'static str {
    use SyntaxKind::*;
    match kind {
        NAME | NAME_REF => "a name",
        IDENT_PAT | PATH_PAT | TUPLE_STRUCT_PAT => "a pattern",
        PATH_TYPE | PATH => "a type or path",
        PARAM => "a parameter",
        PATH_EXPR => "an expression",
        _ => "other code",
    }
}

/// Turns rust-analyzer's token names into the characters users type.
fn friendly_parse_error(msg: &str) -> String {
    const TOKENS: &[(&str, &str)] = &[
        ("SEMICOLON", "`;`"),
        ("COMMA", "`,`"),
        ("COLON", "`:`"),
        ("R_PAREN", "`)`"),
        ("L_PAREN", "`(`"),
        ("R_CURLY", "`}`"),
        ("L_CURLY", "`{`"),
        ("R_BRACK", "`]`"),
        ("L_BRACK", "`[`"),
        ("R_ANGLE", "`>`"),
        ("L_ANGLE", "`<`"),
        ("EQ", "`=`"),
        ("FAT_ARROW", "`=>`"),
        ("PIPE", "`|`"),
        ("IDENT", "an identifier"),
    ];
    let mut out = msg.to_owned();
    for (name, shown) in TOKENS {
        if let Some(rest) = out.strip_prefix("expected ")
            && rest == *name
        {
            out = format!("expected {shown}");
        }
    }
    out
}

/// Parse errors of a body's `+` code read with its context: the body with its `-` code (and the
/// `...` and nests on `-` lines) left out and its `+` lines in their place. A `+` line that does
/// not parse is an error of the patch, reported whether or not anything matches. Also returns
/// that view lowered (its `+` leaves carry their patch offsets), for checks of what `+` code
/// names ([`crate::plus_names`]); `None` when it did not parse.
pub(crate) fn plus_syntax_errors(
    src: &str,
    metas: &[MetaVar],
    elems: &[Elem],
    edition: Edition,
) -> (Option<Pat>, Vec<SmplError>) {
    let view = plus_view(elems);
    let mut compiler = Compiler::new(src, metas);
    compiler.edition = edition;
    compiler.syntax_only = true;
    let lowered = compiler.compile_fragment(&view, None).map(|(pat, _)| pat);
    let errors = compiler
        .errors
        .into_iter()
        .map(|e| SmplError::new(e.range, format!("in the `+` code: {}", e.message)))
        .collect();
    (lowered, errors)
}

/// The body as its `+` lines and context read it.
fn plus_view(elems: &[Elem]) -> Vec<Elem> {
    elems
        .iter()
        .filter_map(|e| match e {
            Elem::Code { mark: Mark::Minus, .. }
            | Elem::Dots { mark: Mark::Minus, .. }
            | Elem::Nest { mark: Mark::Minus, .. }
            | Elem::Position { .. } => None,
            Elem::Code { start, end, optional, .. } => {
                Some(Elem::Code { start: *start, end: *end, mark: Mark::Context, optional: *optional })
            }
            Elem::Plus { start, end, .. } => {
                Some(Elem::Code { start: *start, end: *end, mark: Mark::Context, optional: false })
            }
            Elem::Dots { start, .. } => Some(Elem::Dots { start: *start, mark: Mark::Context, whens: Vec::new() }),
            Elem::Nest { start, at_least_one, body, .. } => Some(Elem::Nest {
                start: *start,
                mark: Mark::Context,
                at_least_one: *at_least_one,
                body: plus_view(body),
                whens: Vec::new(),
            }),
            Elem::Disj { start, branches, ends, conj } => Some(Elem::Disj {
                ends: ends.clone(),
                start: *start,
                branches: branches.iter().map(|b| plus_view(b)).collect(),
                conj: *conj,
            }),
            Elem::Newline => Some(Elem::Newline),
        })
        .collect()
}

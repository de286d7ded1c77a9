//! From scanned body elements to the pattern IR.
//!
//! The minus/context code of a body (or of one disjunction branch) is laid out as Rust text, the
//! *template*, in which SmPL operators are replaced by placeholder names that parse in any
//! position: `...` becomes `__cocci_dots_N`, a disjunction `__cocci_disj_N` (its branches are
//! parsed separately, each as whatever fragment kind fits), a nest the labelled block
//! `'__cocci_nest_N: { .. }`. The template is parsed with `ra_ap_syntax` and lowered to [`Pat`],
//! every leaf mapped back to its patch offset through the template's source map.
//!
//! The work is split by idea: [`template`] is the text and its source map, [`layout`] decides
//! how each construct is spelled in it, [`parse`] finds the fragment kind the text parses as,
//! [`lower`] turns the tree into patterns (with [`position`] for `@p` and [`names`] for names
//! that fit several places), [`plus_runs`] collects `+` lines and [`plus_view`] checks them as
//! Rust, and [`messages`] words errors for patch authors. This module holds the state they
//! share and the recursion over fragments: a body, the branches of a disjunction, `when` code.

mod layout;
mod lower;
mod messages;
mod names;
mod parse;
mod plus_runs;
mod plus_view;
mod position;
mod template;

pub(crate) use plus_view::plus_syntax_errors;

use crate::body::{Elem, WhenSrc};
use crate::diag::SmplError;
use crate::edition::EDITION;
use crate::model::{BodyKind, MetaVar, PlusRun, RuleKind};
use crate::pattern::*;
use frag::FragmentKind;
use ra_ap_syntax::{Edition, TextSize};
use template::Template;

/// A disjunction met while laying out: its branches, compiled apart, wait for its placeholder.
struct DisjInfo {
    branches: Vec<Pat>,
    ends: Vec<TextSize>,
    kind: FragmentKind,
    conj: bool,
}

/// Compiles the bodies of one rule: the state shared by layout, parsing and lowering while
/// placeholders are numbered and resolved.
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
    /// The patch line `line_indent` last measured: its start, its end and its indentation.
    indent_of_line: std::cell::Cell<Option<(usize, usize, usize)>>,
    /// Whether the rule declares a `pattern` metavariable: only then may a body be read as a
    /// pattern (and its words are looked up only then: a patch may declare thousands).
    has_pattern_metas: bool,
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
            indent_of_line: Default::default(),
            has_pattern_metas: metas.iter().any(|m| m.kind == crate::model::MetaKind::Pattern),
        }
    }

    /// Compiles a whole body. `None` when nothing could be parsed.
    pub fn compile_body(
        &mut self,
        elems: &[Elem],
        body_start: usize,
        rule_kind: Option<RuleKind>,
    ) -> Option<(Pat, BodyKind)> {
        let want = (rule_kind == Some(RuleKind::Type)).then_some(FragmentKind::Type);
        let compiled = self.compile_fragment(elems, want);
        let compiled = match (compiled, rule_kind) {
            (Some((pat, kind)), Some(RuleKind::Identifier)) => Some((self.as_identifier(pat), kind)),
            (c, _) => c,
        };
        self.flush_plus(None);
        match compiled {
            Some((pat, kind)) => {
                let kind = match kind {
                    FragmentKind::Expr => BodyKind::Expr,
                    FragmentKind::Pattern => BodyKind::Pattern,
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
            // `...` where Rust wants an item or a statement: lay it out as one and retry.
            if !self.relayout_dots(saved.0, saved.4) {
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
        let pat = self.lower_root(&root, &tpl, kind);
        Some((pat, kind))
    }

    /// Compiles the branches of disjunction `id`, each as one fragment, and says which
    /// fragment kind they all are, so the placeholder standing for them can take that shape.
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
        // `( Some(p) | None )`: a branch with a `pattern` metavariable makes the others
        // patterns too, where they parse as such (an or-pattern of the code's shapes).
        if kinds.contains(&FragmentKind::Pattern)
            && kinds.iter().all(|k| matches!(k, FragmentKind::Pattern | FragmentKind::Expr))
            && let Some(pats) = self.recompile_branches(id, branches, saved, FragmentKind::Pattern)
        {
            return (pats, FragmentKind::Pattern);
        }
        // Redo as statements.
        let pats = self.recompile_branches(id, branches, saved, FragmentKind::Stmts);
        (pats.unwrap_or_default(), FragmentKind::Stmts)
    }

    /// Compiles the branches of disjunction `id` again, all as `kind`, after dropping what the
    /// first attempt registered (`saved`: the lengths before it). `None` when a branch does not
    /// parse as `kind` (errors then dropped too), unless `kind` is statements, the last resort,
    /// whose errors are the patch's.
    fn recompile_branches(
        &mut self,
        id: usize,
        branches: &[Vec<Elem>],
        saved: (usize, usize, usize, usize, usize),
        kind: FragmentKind,
    ) -> Option<Vec<Pat>> {
        let reset = |c: &mut Self| {
            c.dots.truncate(saved.0);
            c.disjs.truncate(saved.1.max(id + 1));
            c.nests.truncate(saved.2);
            c.plus.truncate(saved.3);
            c.errors.truncate(saved.4);
        };
        reset(self);
        let mut pats = Vec::new();
        for (i, branch) in branches.iter().enumerate() {
            self.branch_stack.push((id, i));
            let compiled = self.compile_fragment(branch, Some(kind));
            self.flush_plus(None);
            self.branch_stack.pop();
            match compiled {
                Some((pat, _)) => pats.push(pat),
                None if kind == FragmentKind::Stmts => pats.push(Pat::Seq(Vec::new())),
                None => {
                    reset(self);
                    return None;
                }
            }
        }
        Some(pats)
    }

    /// Compiles the `when` clauses of a `...` or a nest; `when` code is a fragment of its own.
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

    /// The metavariable declared as `name`, if any.
    fn meta(&self, name: &str) -> Option<&MetaVar> {
        self.metas.iter().find(|m| m.name == name)
    }

    /// The index in the rule's metavariables of the one declared as `name`.
    fn meta_id(&self, name: &str) -> Option<MetaId> {
        self.metas.iter().position(|m| m.name == name)
    }
}

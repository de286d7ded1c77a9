//! Matching a rule's pattern against code: a backtracking matcher in continuation-passing
//! style. Every matcher function takes a continuation `k` that matches whatever follows; it
//! returns `true` once the whole match succeeded, and undoes its bindings when it fails, so
//! `...`, list metavariables and disjunctions can try their alternatives in order.

use crate::bind::Value;
use crate::code::CodeEl;
use crate::matching::state::{External, Hit, K, State, with_merged_hits};
use ra_ap_syntax::{AstNode, Edition, SyntaxKind, TextRange, TextSize, ast};
use smpl::pattern::*;
use smpl::{Atom, Constraint, ListLen, MetaKind, Rule};

/// Skipped candidates by their range in the current text: their range in the input (if no rule
/// rewrote them), the rule, and the reason.
pub type Skipped = std::collections::HashMap<TextRange, (Option<TextRange>, String, crate::SkipReason)>;

/// Everything matching needs besides the state.
pub struct Ctx<'a> {
    pub rule: &'a Rule,
    pub edition: Edition,
    pub src: &'a str,
    pub external: External<'a>,
    /// Words a match needs: macro arguments without them are not re-parsed.
    pub req: &'a crate::prepare::prefilter::Req,
    /// Where the words of `req` (and of other patterns' requirements) occur in `src`.
    pub words: &'a crate::prepare::words::WordIndex<'a>,
    /// Control-flow graphs of the file's bodies, built when a pattern first needs them.
    pub graphs: &'a std::cell::RefCell<cfg::CfgCache>,
    /// Ranges of code the whole-file search does not enter (matched separately).
    pub skip: &'a [ra_ap_syntax::TextRange],
    /// Macro calls of this text re-parsed so far.
    pub macros: &'a crate::code::MacroCache,
    /// Where the rule uses each metavariable.
    pub scope: &'a crate::prepare::scope::RuleScope,
    /// Names of macros whose arguments the search never enters (see [`crate::Engine::with_opaque_macros`]).
    pub opaque_macros: &'a [String],
    /// See [`crate::Engine::without_shortcuts`].
    pub shortcuts: bool,
    /// Whether isomorphisms apply (see [`crate::Engine::without_isos`]).
    pub isos: bool,
    /// The semantic model of the file, for typed metavariables and resolved paths.
    pub sema: Option<&'a dyn sema_api::FileSemantics>,
    /// A range of the current text in the text the model knows; `None` where an earlier rule
    /// changed the code.
    pub to_input: &'a dyn Fn(TextRange) -> Option<TextRange>,
    /// Candidates skipped because the model could not tell their type or what they name: by
    /// their range in the current text, where the model knows them and why it could not tell.
    pub unknown: &'a std::cell::RefCell<Skipped>,
    /// Why the last question to the model went unanswered (taken by the next skip).
    pub why: &'a std::cell::Cell<Option<crate::SkipReason>>,
    /// Paths of the patch that name nothing at the patch's fixed place (by their patch offset
    /// and text), with why, when the model can say.
    pub unresolved: &'a std::cell::RefCell<crate::running::unresolved::Unresolved>,
    /// Set only by `explain`: where the failure that got furthest is recorded.
    pub explain: Option<&'a std::cell::RefCell<crate::explaining::failure::Deepest>>,
    /// For a rule with script constraints: what running them needs.
    pub scripts: Option<&'a crate::matching::script_constraints::ScriptHook<'a>>,
    /// The rule's alternatives from isomorphism files (see `user_isos`).
    pub user_isos: &'a crate::matching::user_isos::Alternatives,
    /// Whether search starts are tried with typed checks on trust first (see `lenient`).
    pub lenient_tries: bool,
    /// Set during such a try.
    pub lenient: &'a std::cell::Cell<bool>,
}

impl Ctx<'_> {
    /// Whether `list` (a statement list) lies in a body whose graph we can walk: not inside a
    /// macro call's arguments (re-parsed on their own).
    fn in_body(&self, list: &ra_ap_syntax::SyntaxNode) -> bool {
        list.ancestors().any(|a| cfg::is_body(&a))
    }

    /// Whether a macro call's arguments could hold a match, judged from their text.
    pub fn worth_reparsing(&self, tt: &CodeEl) -> bool {
        self.words.holds(self.req, tt.range())
    }

    pub fn m(&self, p: &Pat, c: &CodeEl, st: &mut State, k: K) -> bool {
        match p {
            Pat::Token(t) => {
                let met = || crate::explaining::failure::Met::Token { pattern: t.text.to_string(), code: c.range() };
                let Some(tok) = c.as_token() else {
                    self.failed(st.hits.len(), met);
                    return false;
                };
                if tok.kind() != t.kind || tok.text() != t.text {
                    self.failed(st.hits.len(), met);
                    return false;
                }
                let saved = st.save();
                st.hits.push(Hit {
                    origin: t.origin,
                    range: c.range(),
                    el: Some(c.clone()),
                    gap: false,
                    implicit: None,
                });
                k(st) || {
                    st.restore(saved);
                    false
                }
            }
            Pat::Node(n) => self.m_node(n, c, st, k),
            Pat::Meta(mp) => self.m_meta(mp, c, st, k),
            Pat::Dots(_) | Pat::Seq(_) | Pat::Optional(_) => {
                self.seq(std::slice::from_ref(p), std::slice::from_ref(c), st, false, k)
            }
            Pat::Disj(d) => {
                for (i, b) in d.branches.iter().enumerate() {
                    let saved = st.save();
                    st.branches.push((d.id, i));
                    let mut matched_here = false;
                    if self.m(b, c, st, &mut |st: &mut State| {
                        matched_here = true;
                        k(st)
                    }) {
                        return true;
                    }
                    st.restore(saved);
                    // The first alternative that matches here wins, even if what follows fails.
                    if matched_here && self.commits() {
                        return false;
                    }
                }
                false
            }
            Pat::Conj(d) => {
                let saved = st.save();
                for i in 0..d.branches.len() {
                    st.branches.push((d.id, i));
                }
                self.conj(&d.branches, c, st, k) || {
                    st.restore(saved);
                    false
                }
            }
            Pat::Nest(n) => self.nest(n, std::slice::from_ref(c), st, k),
            Pat::MacroArgs(ma) => self.m_macro_args(ma, c, st, k),
        }
    }

    /// `( A & B )`: every alternative matches the same code, and any of them may change it.
    fn conj(&self, bs: &[Pat], c: &CodeEl, st: &mut State, k: K) -> bool {
        let from = st.hits.len();
        self.conj_rest(bs, c, st, &mut |st: &mut State| with_merged_hits(st, from, k))
    }

    fn conj_rest(&self, bs: &[Pat], c: &CodeEl, st: &mut State, k: K) -> bool {
        let Some((b, rest)) = bs.split_first() else { return k(st) };
        self.m(b, c, st, &mut |st: &mut State| self.conj_rest(rest, c, st, k))
    }

    fn m_node(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> bool {
        let alternatives = if self.isos { self.user_isos.get(n) } else { &[] };
        if alternatives.is_empty() {
            return self.m_node_as_written(n, c, st, k);
        }
        // As written, else as each isomorphism of the files writes it: ordered as a
        // disjunction's branches are, the first that matches here wins.
        let mut matched_here = false;
        if self.m_node_as_written(n, c, st, &mut |st: &mut State| {
            matched_here = true;
            k(st)
        }) {
            return true;
        }
        for alternative in alternatives {
            if matched_here && self.commits() {
                return false;
            }
            if self.m(alternative, c, st, &mut |st: &mut State| {
                matched_here = true;
                k(st)
            }) {
                return true;
            }
        }
        false
    }

    fn m_node_as_written(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> bool {
        let met = || crate::explaining::failure::Met::Kind { pattern: n.kind, code: c.range(), code_kind: c.kind() };
        let Some(node) = c.as_node() else {
            self.failed(st.hits.len(), met);
            return false;
        };
        // Paths compared by what they name, where a semantic model is given.
        if n.kind == SyntaxKind::PATH
            && let Some(matched) = self.m_semantic_path(n, c, st, k)
        {
            return matched;
        }
        if node.kind() != n.kind {
            // The code matched in another shape is where a position on the node points (spatch's
            // posiso): bound before those matches, undone where none applies.
            let saved = st.save();
            if let Some(pos) = n.position
                && !self.bind(pos, Value::Position(c.range()), st)
            {
                st.restore(saved);
                return false;
            }
            // `!(a == b)` for `a != b`, `!e.is_none()` for `e.is_some()` (isomorphisms).
            if let Some(matched) = self.m_negated(n, c, st, &mut *k) {
                return matched || {
                    st.restore(saved);
                    false
                };
            }
            // The same call written as a method call or as a call of a path (UFCS).
            if self.sema.is_some() {
                let other = if n.kind == SyntaxKind::CALL_EXPR && node.kind() == SyntaxKind::METHOD_CALL_EXPR {
                    Some(self.m_call_on_method(n, c, st, k))
                } else if n.kind == SyntaxKind::METHOD_CALL_EXPR && node.kind() == SyntaxKind::CALL_EXPR {
                    Some(self.m_method_on_call(n, c, st, k))
                } else {
                    None
                };
                if let Some(matched) = other {
                    return matched || {
                        st.restore(saved);
                        false
                    };
                }
            }
            st.restore(saved);
            // Redundant parentheses in the code do not block a match.
            if node.kind() == SyntaxKind::PAREN_EXPR && ast::Expr::can_cast(n.kind) {
                return match node.children().next() {
                    Some(inner) => self.m_node(n, &CodeEl::node(inner, c.shift), st, k),
                    None => false,
                };
            }
            // Nor do redundant parentheses around a pattern (`Some((x))`).
            if node.kind() == SyntaxKind::PAREN_PAT && ast::Pat::can_cast(n.kind) {
                return match node.children().next() {
                    Some(inner) => self.m_node(n, &CodeEl::node(inner, c.shift), st, k),
                    None => false,
                };
            }
            // A statement without `;` in the patch is also a block's tail expression.
            if n.kind == SyntaxKind::EXPR_STMT
                && ast::Expr::can_cast(node.kind())
                && node.parent().is_some_and(|p| p.kind() == SyntaxKind::STMT_LIST)
                && let [expr] = &n.children[..]
            {
                return self.m(expr, c, st, k);
            }
            // `return e;` where the code returns `e` as a tail, without `return` (isomorphism).
            if let Some(matched) = self.m_tail_return(n, c, st, &mut *k) {
                return matched;
            }
            // A block-like expression written without `;` among the patch's statements (its
            // last one, `if c { .. }`) is a statement of the code when code follows it.
            if node.kind() == SyntaxKind::EXPR_STMT
                && is_block_like_expr(n.kind)
                && let Some(inner) = node.children().next()
                && inner.kind() == n.kind
            {
                return self.m_node(n, &CodeEl::node(inner, c.shift), st, k);
            }
            // `m!(..)` is a MACRO_EXPR in expression position and a bare MACRO_CALL among items.
            if n.kind == SyntaxKind::MACRO_EXPR
                && node.kind() == SyntaxKind::MACRO_CALL
                && node.parent().is_none_or(|p| p.kind() != SyntaxKind::MACRO_EXPR)
                && let Some(call) = n.children.first()
            {
                return self.m(call, c, st, k);
            }
            self.failed(st.hits.len(), met);
            return false;
        }
        let saved = st.save();
        if matches!(n.kind, SyntaxKind::BREAK_EXPR | SyntaxKind::CONTINUE_EXPR) && !self.jump_fits(n, node, c, st) {
            return false;
        }
        if is_loop(n.kind) {
            st.loops.push(c.range());
        }
        if let Some(pos) = n.position
            && !self.bind(pos, Value::Position(c.range()), st)
        {
            st.restore(saved);
            return false;
        }
        // A node whose leaves are all minus goes as a whole, with the parts the pattern left
        // unsaid (`pub`, attributes, a return type).
        if n.all_minus
            && let Some(origin) = first_origin(&n.children)
        {
            st.hits.push(Hit { origin, range: c.range(), el: Some(c.clone()), gap: false, implicit: None });
        }
        // A block with `...` between its statements follows the control flow of its body
        // (its braces are matched as leaves).
        if n.kind == SyntaxKind::STMT_LIST
            && let [open @ Pat::Token(_), items @ .., close @ Pat::Token(_)] = &n.children[..]
            && crate::prepare::pattern_facts::uses_paths(items)
            && self.in_body(node)
        {
            let code = c.children();
            let (Some(code_open), Some(code_close)) = (code.first(), code.last()) else { return false };
            return self.m(open, code_open, st, &mut |st: &mut State| {
                let end = match close {
                    Pat::Token(t) => t.origin.offset,
                    _ => st.window.1,
                };
                self.block_paths(node, c.shift, items, end, st, &mut |st: &mut State| self.m(close, code_close, st, k))
            }) || {
                st.restore(saved);
                false
            };
        }
        // `S { f }` is `S { f: f }` (and `S { f: f }` is `S { f }`).
        if let Some(matched) = self.m_shorthand(n, node, c.shift, st, &mut *k) {
            return matched || {
                st.restore(saved);
                false
            };
        }
        let code = c.children();
        let ok = if crate::code::is_field_list(n.kind) {
            self.m_fields(n, c.range(), &code, st, k)
        } else if n.children.iter().any(is_attr) || code.iter().any(|e| e.kind() == SyntaxKind::ATTR) {
            self.with_attrs(n, code, st, k)
        } else if crate::item_parts::is_item_like(n.kind) {
            let code = drop_unsaid(&n.children, code);
            self.seq(&n.children, &code, st, false, k)
        } else if let Some(swapped) = self.commuted(n, &code) {
            // As written, else with the operands swapped (an isomorphism: see `isos`): ordered
            // as a disjunction's branches are, the first that matches here wins.
            let inner = st.save();
            let mut matched_here = false;
            let as_written = self.seq(&n.children, &code, st, false, &mut |st: &mut State| {
                matched_here = true;
                k(st)
            });
            as_written
                || ((!matched_here || !self.commits()) && {
                    st.restore(inner);
                    self.seq(&n.children, &swapped, st, false, k)
                })
        } else {
            self.seq(&n.children, &code, st, false, k)
        };
        ok || {
            st.restore(saved);
            false
        }
    }

    /// An unlabelled `break`/`continue` of the pattern inside a loop of the pattern must leave
    /// the code loop that loop matched, not a loop nested in it.
    fn jump_fits(&self, n: &NodePat, node: &ra_ap_syntax::SyntaxNode, c: &CodeEl, st: &State) -> bool {
        let labelled = |k: SyntaxKind| k == SyntaxKind::LIFETIME;
        if n.children.iter().any(|p| p.root_kind().is_some_and(labelled)) {
            return true;
        }
        let at = c.range();
        // The loops the pattern matched around this code, innermost last.
        let Some(matched) = st.loops.iter().filter(|l| l.contains_range(at)).min_by_key(|l| l.len()) else {
            return true;
        };
        let target = node
            .ancestors()
            .skip(1)
            .take_while(|a| !matches!(a.kind(), SyntaxKind::CLOSURE_EXPR | SyntaxKind::FN))
            .find(|a| is_loop(a.kind()));
        target.is_some_and(|t| crate::code::shift_range(t.text_range(), c.shift) == *matched)
    }

    /// Attributes the pattern names must all be on the code; the code may have more.
    fn with_attrs(&self, n: &NodePat, code: Vec<CodeEl>, st: &mut State, k: K) -> bool {
        let (p_attrs, p_rest): (Vec<&Pat>, Vec<&Pat>) = n.children.iter().partition(|p| is_attr(p));
        let (c_attrs, c_rest): (Vec<CodeEl>, Vec<CodeEl>) =
            code.into_iter().partition(|e| e.kind() == SyntaxKind::ATTR);
        let p_rest: Vec<Pat> = p_rest.into_iter().cloned().collect();
        let c_rest = if crate::item_parts::is_item_like(n.kind) { drop_unsaid(&p_rest, c_rest) } else { c_rest };
        self.attr_subset(&p_attrs, &c_attrs, st, &mut |st: &mut State| self.seq(&p_rest, &c_rest, st, false, k))
    }

    fn attr_subset(&self, ps: &[&Pat], cs: &[CodeEl], st: &mut State, k: K) -> bool {
        let Some((p, rest)) = ps.split_first() else {
            return k(st);
        };
        for (i, c) in cs.iter().enumerate() {
            if self.m(p, c, st, &mut |st: &mut State| self.attr_subset(rest, &cs[i + 1..], st, k)) {
                return true;
            }
        }
        false
    }

    fn m_meta(&self, mp: &MetaPat, c: &CodeEl, st: &mut State, k: K) -> bool {
        let meta = &self.rule.metavars[mp.id];
        let kind = c.kind();
        let fits = match &meta.kind {
            // In a pattern slot of the patch, the code's pattern there (SSR's leniency).
            MetaKind::Expression if mp.node_kind == SyntaxKind::IDENT_PAT => {
                c.as_node().is_some() && ast::Pat::can_cast(kind)
            }
            MetaKind::Expression | MetaKind::ExpressionList(_) => c.as_node().is_some() && ast::Expr::can_cast(kind),
            MetaKind::Pattern => c.as_node().is_some() && ast::Pat::can_cast(kind),
            MetaKind::Constant => is_constant(c),
            MetaKind::Identifier => {
                c.as_node().is_some()
                    && ident_kinds_compatible(mp.node_kind, kind)
                    && c.sole_token().is_some_and(|t| t.kind() == SyntaxKind::IDENT)
            }
            MetaKind::Type => {
                c.as_node().is_some()
                    && (ast::Type::can_cast(kind) || (mp.node_kind == SyntaxKind::PATH && kind == SyntaxKind::PATH))
            }
            // A statement of a block (its tail expression included), not an item at the top
            // of a file nor an expression inside a statement.
            MetaKind::Statement => {
                c.as_node().is_some_and(|n| {
                    n.parent().is_some_and(|p| matches!(p.kind(), SyntaxKind::STMT_LIST | SyntaxKind::MACRO_STMTS))
                }) && (ast::Stmt::can_cast(kind)
                    || (mp.node_kind == SyntaxKind::PATH_EXPR && ast::Expr::can_cast(kind)))
            }
            MetaKind::ParameterList(_) | MetaKind::Parameter => {
                matches!(kind, SyntaxKind::PARAM | SyntaxKind::SELF_PARAM)
            }
            MetaKind::IdExpression(_) => kind == SyntaxKind::PATH_EXPR,
            MetaKind::BinaryOperator => c.as_token().is_some() && is_binary_operator(kind),
            MetaKind::AssignmentOperator => c.as_token().is_some() && is_assignment_operator(kind),
            MetaKind::Position | MetaKind::FreshIdentifier(_) => false,
        };
        if !fits {
            self.failed(st.hits.len(), || crate::explaining::failure::Met::MetaKind {
                meta: mp.id,
                code: c.range(),
                code_kind: kind,
            });
            return false;
        }
        if matches!(meta.kind, MetaKind::ExpressionList(_) | MetaKind::ParameterList(_)) {
            return self.bind_list(mp, std::slice::from_ref(c), c.range().start(), st, k);
        }
        let saved = st.save();
        // Typed metavariables and identifier expressions ask the semantic model.
        if (meta.ty.is_some() || matches!(meta.kind, MetaKind::IdExpression(_))) && !self.sema_fits(meta, c, st) {
            st.restore(saved);
            self.failed(st.hits.len(), || self.type_failure(mp.id, c));
            return false;
        }
        if self.explain.is_some() && !self.bind_would_hold(mp.id, c, st) {
            st.restore(saved);
            return false;
        }
        if !self.bind(mp.id, Value::Code(vec![c.clone()]), st)
            || mp.position.is_some_and(|p| !self.bind(p, Value::Position(c.range()), st))
        {
            st.restore(saved);
            return false;
        }
        st.hits.push(Hit { origin: mp.origin, range: c.range(), el: Some(c.clone()), gap: false, implicit: None });
        k(st) || {
            st.restore(saved);
            false
        }
    }

    /// Binds a list metavariable to `run`; `at` is where an empty run stands.
    pub(crate) fn bind_list(&self, mp: &MetaPat, run: &[CodeEl], at: TextSize, st: &mut State, k: K) -> bool {
        let meta = &self.rule.metavars[mp.id];
        let len = match &meta.kind {
            MetaKind::ExpressionList(l) | MetaKind::ParameterList(l) => l,
            _ => &None,
        };
        let saved = st.save();
        let len_ok = match len {
            None => true,
            Some(ListLen::Fixed(n)) => *n == run.len(),
            Some(ListLen::Named(name)) => match self.rule.metavars.iter().position(|m| &m.name == name) {
                Some(id) => match st.env.get(id) {
                    Some(v) => v.word(self.src) == run.len().to_string(),
                    None => {
                        st.env.bind(id, Value::Fresh(run.len().to_string()));
                        true
                    }
                },
                None => true,
            },
        };
        if !len_ok || !self.bind(mp.id, Value::Code(run.to_vec()), st) {
            st.restore(saved);
            return false;
        }
        let range = match (run.first(), run.last()) {
            (Some(a), Some(b)) => a.range().cover(b.range()),
            _ => TextRange::empty(at),
        };
        st.hits.push(Hit { origin: mp.origin, range, el: None, gap: false, implicit: None });
        k(st) || {
            st.restore(saved);
            false
        }
    }

    /// Binds `id` to `v`, or checks `v` equals what `id` is bound to. Checks constraints.
    pub fn bind(&self, id: MetaId, v: Value, st: &mut State) -> bool {
        if let Some(old) = st.env.get(id) {
            return old.same(&v);
        }
        if !self.constraints_ok(id, &v, st) || !self.scripts_ok(id, &v, st) {
            return false;
        }
        st.env.bind(id, v);
        true
    }

    /// Whether the values a run inherits satisfy the constraints declared on them.
    pub fn seed_satisfies_constraints(&self, seed: &State) -> bool {
        seed.env.vals.iter().all(|(id, v)| self.constraints_ok(*id, v, seed) && self.scripts_ok(*id, v, seed))
    }

    /// Whether the script constraints binding `id` to `v` decides hold (see
    /// `script_constraints.rs`).
    fn scripts_ok(&self, id: MetaId, v: &Value, st: &State) -> bool {
        self.scripts.is_none_or(|hook| hook.constraints_hold(self.rule, self.external, id, v, &st.env))
    }

    pub(crate) fn constraints_ok(&self, id: MetaId, v: &Value, st: &State) -> bool {
        let meta = &self.rule.metavars[id];
        if meta.constraints.is_empty() {
            return true;
        }
        let word = v.word(self.src);
        meta.constraints.iter().all(|c| match c {
            Constraint::OneOf(atoms) => atoms.iter().any(|a| self.atom_eq(a, v, &word, st)),
            Constraint::NoneOf(atoms) => !atoms.iter().any(|a| self.atom_eq(a, v, &word, st)),
            Constraint::Matches(re) => re.is_match(&word),
            Constraint::NotMatches(re) => !re.is_match(&word),
            // Decided once what it names is bound too (`scripts_ok`).
            Constraint::Script(_) => true,
        })
    }

    fn atom_eq(&self, a: &Atom, v: &Value, word: &str, st: &State) -> bool {
        match a {
            Atom::Word(w) => match self.rule.metavars.iter().position(|m| &m.name == w) {
                Some(id) => st.env.get(id).is_some_and(|other| other.same(v)),
                None => w == word,
            },
            Atom::Meta { rule: None, name } => self
                .rule
                .metavars
                .iter()
                .position(|m| &m.name == name)
                .and_then(|id| st.env.get(id))
                .is_some_and(|other| other.same(v)),
            Atom::Meta { rule: Some(r), name } => (self.external)(r, name).iter().any(|other| other.same(v)),
        }
    }

    fn m_macro_args(&self, ma: &MacroArgsPat, c: &CodeEl, st: &mut State, k: K) -> bool {
        if c.kind() != SyntaxKind::TOKEN_TREE {
            return false;
        }
        let Some(args) = self.macros.args(c, self.edition) else {
            return false;
        };
        let open = Pat::Token(ma.open.clone());
        let close = Pat::Token(ma.close.clone());
        self.m(&open, &args.open, st, &mut |st: &mut State| {
            self.seq(&ma.args, &args.items, st, false, &mut |st: &mut State| self.m(&close, &args.close, st, k))
        })
    }
}

fn first_origin(ps: &[Pat]) -> Option<Origin> {
    let mut found = None;
    for p in ps {
        p.walk(&mut |q| {
            if found.is_none() {
                found = match q {
                    Pat::Token(t) => Some(t.origin),
                    Pat::Meta(m) => Some(m.origin),
                    Pat::Dots(d) => Some(d.origin),
                    _ => None,
                };
            }
        });
        if found.is_some() {
            break;
        }
    }
    found
}

/// An attribute of the pattern, or a disjunction of attributes.
fn is_attr(p: &Pat) -> bool {
    match p {
        Pat::Node(n) => n.kind == SyntaxKind::ATTR,
        Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().all(is_attr),
        Pat::Seq(items) => items.len() == 1 && is_attr(&items[0]),
        _ => false,
    }
}

fn is_binary_operator(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(
        kind,
        EQ2 | NEQ
            | L_ANGLE
            | R_ANGLE
            | LTEQ
            | GTEQ
            | PLUS
            | MINUS
            | STAR
            | SLASH
            | PERCENT
            | CARET
            | AMP
            | PIPE
            | AMP2
            | PIPE2
            | SHL
            | SHR
    )
}

fn is_assignment_operator(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(kind, EQ | PLUSEQ | MINUSEQ | STAREQ | SLASHEQ | PERCENTEQ | CARETEQ | AMPEQ | PIPEEQ | SHLEQ | SHREQ)
}

fn is_loop(kind: SyntaxKind) -> bool {
    matches!(kind, SyntaxKind::LOOP_EXPR | SyntaxKind::WHILE_EXPR | SyntaxKind::FOR_EXPR)
}

/// Expressions that stand as statements without `;` (`if`, `match`, loops, blocks).
fn is_block_like_expr(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(kind, IF_EXPR | MATCH_EXPR | LOOP_EXPR | WHILE_EXPR | FOR_EXPR | BLOCK_EXPR)
}

fn is_constant(c: &CodeEl) -> bool {
    match c.kind() {
        // `1`, and in a pattern slot the literal pattern `1` or `-1`.
        SyntaxKind::LITERAL | SyntaxKind::LITERAL_PAT => true,
        SyntaxKind::PREFIX_EXPR => {
            c.as_node().and_then(|n| n.children().next()).is_some_and(|inner| inner.kind() == SyntaxKind::LITERAL)
        }
        _ => false,
    }
}

fn ident_kinds_compatible(pattern: SyntaxKind, code: SyntaxKind) -> bool {
    use SyntaxKind::*;
    pattern == code || matches!((pattern, code), (NAME, NAME_REF) | (NAME_REF, NAME))
}

/// Drops the code parts a pattern did not mention: visibility, return type, generics, where.
/// (A rewrite of the whole item keeps them: `rewriting::unsaid`.)
fn drop_unsaid(ps: &[Pat], code: Vec<CodeEl>) -> Vec<CodeEl> {
    let said = |k: SyntaxKind| ps.iter().any(|p| p.root_kind() == Some(k));
    code.into_iter().filter(|c| !crate::item_parts::is_optional_part(c.kind()) || said(c.kind())).collect()
}

//! Matching by meaning: typed metavariables (`expression Vec<_> v;`), identifier expressions
//! (`local idexpression x;`), and paths compared by what they resolve to (`std::mem::replace`
//! matches `mem::replace` after `use std::mem;`, and not a local fn named `replace`), through
//! the narrow [`FileSemantics`](sema_api::FileSemantics) interface.
//!
//! Whatever the semantic model cannot tell (no model, code changed by an earlier rule, a type
//! it could not infer, a generic parameter, `dyn`/`impl Trait`) does not match: cocci does not
//! rewrite on a guess. Candidates skipped that way are counted for the user.

use crate::SkipReason;
use crate::bind::Value;
use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::{Hit, K, State};
use crate::prepare::pattern_facts::resolvable_path;
use ra_ap_syntax::{AstNode, SyntaxKind, TextRange, TextSize, ast};
use sema_api::{Access, Borrow, Def, FileSemantics, ItemKind, Ns, ReceiverPassing, Ty};
use smpl::pattern::{NodePat, Pat};
use smpl::{IdScope, MetaKind, MetaVar, TypeConstraint, TypePat};

/// Primitive types, compared by name.
const PRIMS: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64", "bool",
    "char", "str",
];

impl Ctx<'_> {
    /// The code's range in the text the semantic model knows, if no earlier rule touched it.
    fn sema_range(&self, c: &CodeEl) -> Option<TextRange> {
        let r = (self.to_input)(c.range());
        if r.is_none() {
            self.why.set(Some(SkipReason::Rewritten));
        }
        r
    }

    /// The model, if there is one for this file.
    fn model(&self) -> Option<&dyn FileSemantics> {
        if self.sema.is_none() {
            self.why.set(Some(SkipReason::NoModel));
        }
        self.sema
    }

    /// Notes why the model could not answer about the code at `range` (the model's own reason
    /// when it has one); `None`, to return.
    fn unanswered<T>(
        &self,
        sema: &dyn FileSemantics,
        range: TextRange,
        c: &CodeEl,
        otherwise: SkipReason,
    ) -> Option<T> {
        let reason = match sema.why_unknown(range) {
            Some(why) => SkipReason::Model(why),
            None if c.shift != 0 => SkipReason::InMacro,
            None => otherwise,
        };
        self.why.set(Some(reason));
        None
    }

    /// Remembers a candidate skipped because the model could not tell, with the reason noted
    /// by the question that went unanswered.
    fn skipped(&self, c: &CodeEl) {
        let reason = self.why.take().unwrap_or(SkipReason::TypeUnknown);
        let at = (self.to_input)(c.range());
        self.unknown.borrow_mut().entry(c.range()).or_insert((at, self.rule.name.clone(), reason));
    }

    /// The semantic checks of a metavariable on code `c` that fits it syntactically: its type
    /// constraint, and for an identifier expression what the path names. Binds the `type`
    /// metavariables a type pattern names. `false` also when the model cannot tell.
    pub(crate) fn sema_fits(&self, meta: &MetaVar, c: &CodeEl, st: &mut State) -> bool {
        if self.on_trust(meta) {
            return true;
        }
        self.why.set(None);
        if let MetaKind::IdExpression(scope) = meta.kind {
            match self.names_a_variable(c, scope) {
                Some(true) => {}
                Some(false) => return false,
                None => {
                    self.skipped(c);
                    return false;
                }
            }
        }
        let Some(constraint) = &meta.ty else { return true };
        match self.type_fits(constraint, c, st) {
            Some(ok) => ok,
            None => {
                self.skipped(c);
                false
            }
        }
    }

    /// Whether the path expression `c` names a local or parameter (`Local`), a static or const
    /// (`Global`), or any of these.
    fn names_a_variable(&self, c: &CodeEl, scope: IdScope) -> Option<bool> {
        let sema = self.model()?;
        let node = c.as_node()?;
        if node.kind() != SyntaxKind::PATH_EXPR {
            return Some(false);
        }
        let path = node.children().find(|n| n.kind() == SyntaxKind::PATH)?;
        let range = self.sema_range(&CodeEl::node(path, c.shift))?;
        let Some(def) = sema.resolve_path(range) else {
            return self.unanswered(sema, range, c, SkipReason::NameUnknown);
        };
        Some(match def {
            Def::Local { .. } => scope != IdScope::Global,
            Def::Item { kind: ItemKind::Static | ItemKind::Const, .. } => scope != IdScope::Local,
            _ => false,
        })
    }

    /// Whether the type of expression `c` is one the constraint accepts. `None`: unknown.
    fn type_fits(&self, constraint: &TypeConstraint, c: &CodeEl, st: &mut State) -> Option<bool> {
        let sema = self.model()?;
        let range = self.sema_range(c)?;
        let Some(info) = sema.type_of_expr(range) else {
            return self.unanswered(sema, range, c, SkipReason::TypeUnknown);
        };
        let mut unknown = false;
        for alt in &constraint.alternatives {
            // Without a leading `&`, the type after taking references off (method receivers
            // auto-dereference): `Vec<_>` accepts a `&Vec<u8>`.
            let mut ty = &info.ty;
            if !matches!(alt, TypePat::Ref { .. }) {
                while let Ty::Ref { inner, .. } = ty {
                    ty = inner;
                }
            }
            let saved = st.save();
            match self.ty_matches(alt, ty, range, st) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => unknown = true,
            }
            st.restore(saved);
        }
        if !unknown {
            return Some(false);
        }
        // Unknown parts of the type: the model may know why (unless a pattern path said why).
        match self.why.take() {
            Some(why) => {
                self.why.set(Some(why));
                None
            }
            None => self.unanswered(sema, range, c, SkipReason::TypeUnknown),
        }
    }

    /// Whether `ty` has the shape of `pat`; `None` where the type or a path of the pattern is
    /// unknown.
    fn ty_matches(&self, pat: &TypePat, ty: &Ty, at: TextRange, st: &mut State) -> Option<bool> {
        if matches!(pat, TypePat::Any) {
            return Some(true);
        }
        if matches!(ty, Ty::Unknown) {
            return None;
        }
        match pat {
            TypePat::Any => Some(true),
            TypePat::Never => Some(matches!(ty, Ty::Never)),
            TypePat::Ref { mutable, inner } => match ty {
                Ty::Ref { mutable: m, inner: t } if m == mutable => self.ty_matches(inner, t, at, st),
                _ => Some(false),
            },
            TypePat::Slice(inner) => match ty {
                Ty::Slice(t) => self.ty_matches(inner, t, at, st),
                _ => Some(false),
            },
            TypePat::Array(inner) => match ty {
                Ty::Array(t, _) => self.ty_matches(inner, t, at, st),
                _ => Some(false),
            },
            TypePat::Tuple(items) => match ty {
                Ty::Tuple(ts) if ts.len() == items.len() => self.all_match(items, ts, at, st),
                _ => Some(false),
            },
            TypePat::Path { path, args } => {
                // A `type` metavariable: bound to the type, which must be fully known.
                if args.is_empty()
                    && let Some(id) =
                        self.rule.metavars.iter().position(|m| &m.name == path && m.kind == MetaKind::Type)
                {
                    let text = render(ty)?;
                    return Some(self.bind(id, Value::text(text), st));
                }
                if PRIMS.contains(&path.as_str()) {
                    return Some(matches!(ty, Ty::Prim(p) if p == path));
                }
                let Ty::Adt { id, args: ty_args } = ty else { return Some(false) };
                // Another name is another item (the patch names types as they are declared):
                // no need to ask, which matters where the name does not resolve (`Vec` in a
                // `no_std` crate).
                let last = |p: &str| p.rsplit("::").next().unwrap_or(p).to_owned();
                if last(path) != last(id.0.trim_start_matches('<').split('<').next().unwrap_or(&id.0)) {
                    return Some(false);
                }
                let Some(def) = self.sema?.resolve_text(path, Ns::Type, at) else {
                    let why = format!("the patch's `{path}` names no type the model knows (write its crate first)");
                    self.why.set(Some(SkipReason::Model(why)));
                    return None;
                };
                let Def::Item { id: wanted, .. } = def else { return None };
                if &wanted != id {
                    return Some(false);
                }
                if args.len() > ty_args.len() {
                    return Some(false);
                }
                self.all_match(args, &ty_args[..args.len()], at, st)
            }
        }
    }

    fn all_match(&self, pats: &[TypePat], tys: &[Ty], at: TextRange, st: &mut State) -> Option<bool> {
        let mut unknown = false;
        for (p, t) in pats.iter().zip(tys) {
            match self.ty_matches(p, t, at, st) {
                Some(false) => return Some(false),
                None => unknown = true,
                Some(true) => {}
            }
        }
        if unknown { None } else { Some(true) }
    }

    /// Compares a pattern path (`std::mem::replace`) with the code path `c` by what they name
    /// where the code is. `None`: the model cannot tell (compare the text instead).
    pub(crate) fn same_path(&self, pattern: &str, origin: TextSize, c: &CodeEl) -> Option<bool> {
        let sema = self.sema?;
        let node = c.as_node()?;
        let range = self.sema_range(c)?;
        let ns = match node.parent().map(|p| p.kind()) {
            Some(SyntaxKind::PATH_TYPE | SyntaxKind::RECORD_EXPR | SyntaxKind::RECORD_PAT) => Ns::Type,
            _ => Ns::Value,
        };
        let code = sema.resolve_path(range)?;
        let Some(wanted) = sema.resolve_text(pattern, ns, range) else {
            self.unresolved.borrow_mut().note(u32::from(origin), pattern, || sema.why_unresolved(pattern, ns, range));
            return None;
        };
        Some(code.same_item(&wanted))
    }

    /// Whether the generic arguments of the pattern path `n` and the code path `c`, written
    /// differently, name the same types: each pair the same tokens, or plain type paths the
    /// model resolves to the same item (`String` and `std::string::String`). `false` where the
    /// model cannot tell.
    fn same_generic_args(&self, n: &NodePat, c: &CodeEl) -> bool {
        use crate::matching::generic_path::{code_arg_paths, pattern_args};
        let (Some(pattern), Some(code), Some(sema)) = (pattern_args(n), code_arg_paths(c), self.sema) else {
            return false;
        };
        if pattern.len() != code.len() {
            return false;
        }
        pattern.iter().zip(&code).all(|((ps, pargs), (cs, cargs))| {
            ps == cs
                && pargs.len() == cargs.len()
                && pargs.iter().zip(cargs).all(|(text, path)| {
                    let Some(path) = path else { return false };
                    let written: String = path.tokens().map(|t| t.text().to_owned()).collect();
                    if *text == written {
                        return true;
                    }
                    let Some(range) = self.sema_range(path) else { return false };
                    match (sema.resolve_path(range), sema.resolve_text(text, Ns::Type, range)) {
                        (Some(code), Some(wanted)) => code.same_item(&wanted),
                        _ => false,
                    }
                })
        })
    }

    /// Whether the method call `c` calls the fn the pattern path names (`Iterator::nth`
    /// matching `it.nth(0)`).
    pub(crate) fn method_is(&self, pattern: &str, c: &CodeEl) -> Option<bool> {
        let sema = self.sema?;
        let range = self.sema_range(c)?;
        let code = sema.resolve_method(range)?;
        let wanted = sema.resolve_text(pattern, Ns::Value, range)?;
        Some(code.same_item(&wanted))
    }

    /// Whether the path the call `c` calls is a fn (`Vec::len(&v)`), by the model.
    pub(crate) fn calls_a_fn(&self, callee_path: &CodeEl) -> Option<bool> {
        let sema = self.sema?;
        let range = self.sema_range(callee_path)?;
        Some(matches!(sema.resolve_path(range)?, Def::Item { kind: ItemKind::Fn, .. }))
    }
}

impl Ctx<'_> {
    /// A path of the pattern (`std::mem::replace`) on a code path, compared by what they name
    /// where a model is given. `None`: compare their text instead (no model, or it cannot tell).
    pub(crate) fn m_semantic_path(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> Option<bool> {
        self.sema?;
        let node = c.as_node()?;
        if node.kind() != SyntaxKind::PATH {
            return None;
        }
        // A path with generic arguments (`Vec::<u8>::new`): its names by meaning, its
        // arguments as tokens (see `generic_path`).
        let (text, generic) = match resolvable_path(n) {
            Some(text) => (text, None),
            None => {
                let pattern = crate::matching::generic_path::of_pattern(n)?;
                (pattern.names.clone(), Some(pattern))
            }
        };
        if text.split("::").count() < 2 {
            return None;
        }
        // Written the same way, it names the same item, unless this file may give its first
        // name another meaning than the patch's: then compared as text, without loading the
        // model (only paths written otherwise, or in such files, need it).
        let written: String = c.tokens().map(|t| t.text().to_owned()).collect();
        let code_split = generic.as_ref().and_then(|_| crate::matching::generic_path::of_code(c));
        let written_names = match &generic {
            Some(_) => code_split.as_ref().map(|code| code.names.clone()),
            None => Some(written.clone()),
        };
        // Arguments written otherwise (`Vec::<std::string::String>` for `Vec::<String>`) are
        // compared by what they name, below.
        let args_as_written = match (&generic, &code_split) {
            (Some(pattern), Some(code)) => pattern.args == code.args,
            (Some(_), None) => false,
            (None, _) => true,
        };
        let first = text.split("::").next().unwrap_or(&text);
        if written_names.as_deref() == Some(text.as_str())
            && args_as_written
            && !crate::prepare::rebind::may_rebind(self.words, self.src, first)
        {
            return None;
        }
        // On trust, paths written otherwise name the same item (see `lenient`).
        let on_trust = self.lenient.get();
        if generic.is_some() && !args_as_written && !on_trust && !self.same_generic_args(n, c) {
            return Some(false);
        }
        let origin = same_mark_origin(n)?;
        match on_trust || self.same_path(&text, origin.offset, c)? {
            false => Some(false),
            true => {
                let saved = st.save();
                if let Some(pos) = n.position
                    && !self.bind(pos, Value::Position(c.range()), st)
                {
                    return Some(false);
                }
                st.hits.push(Hit { origin, range: c.range(), el: Some(c.clone()), gap: false, implicit: None });
                Some(
                    k(st) || {
                        st.restore(saved);
                        false
                    },
                )
            }
        }
    }

    /// `Iterator::nth(e, 0)` on `it.nth(0)`: a call of a path on a method call that resolves to
    /// the same fn. The first argument matches the receiver.
    pub(crate) fn m_call_on_method(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> bool {
        let [Pat::Node(callee), Pat::Node(args)] = &n.children[..] else { return false };
        let Some(Pat::Node(path)) = callee.children.first() else { return false };
        if callee.kind != SyntaxKind::PATH_EXPR || args.kind != SyntaxKind::ARG_LIST {
            return false;
        }
        let (Some(text), Some(origin)) = (resolvable_path(path), same_mark_origin(path)) else { return false };
        // A method call names the fn it calls by its own name: another name is another fn, and
        // the model need not be asked.
        let name = text.rsplit("::").next().unwrap_or(&text);
        let called = c.as_node().cloned().and_then(ast::MethodCallExpr::cast).and_then(|m| m.name_ref());
        if called.is_none_or(|called| called.text() != name) {
            return false;
        }
        if !self.lenient.get() && self.method_is(&text, c) != Some(true) {
            return false;
        }
        let code = c.children();
        let Some(receiver) = code.first() else { return false };
        let Some(arg_list) = code.iter().find(|e| e.kind() == SyntaxKind::ARG_LIST) else { return false };
        // `.name` (and its generic arguments) stand for the callee path.
        let dot = code.iter().find(|e| e.kind() == SyntaxKind::DOT).map(|d| d.range().start());
        let name_end = code.iter().rfind(|e| e.kind() != SyntaxKind::ARG_LIST).map(|e| e.range().end());
        let (Some(dot), Some(name_end)) = (dot, name_end) else { return false };
        let mut seq = arg_list.children();
        if seq.len() < 2 {
            return false;
        }
        // On trust (see `lenient`): the same fn, the receiver passed as the first argument
        // wants (unchecked); the other arguments decide.
        if self.lenient.get() {
            return without_first_argument(args).is_some_and(|others| self.seq(&others, &seq, st, false, k));
        }
        // The receiver as the path call takes it: `it.nth(0)` passes `&mut it`.
        let Some(passing) = self.sema.and_then(|sema| sema.receiver_passing(self.sema_range(c)?)) else {
            return false;
        };
        let saved = st.save();
        let callee_range = TextRange::new(dot, name_end);
        st.hits.push(Hit { origin, range: callee_range, el: None, gap: false, implicit: None });
        let matched = if passing == ReceiverPassing::AS_IS {
            seq.insert(1, receiver.clone());
            self.seq(&args.children, &seq, st, false, k)
        } else {
            self.m_passed_receiver(args, receiver, passing, &seq, st, k)
        };
        matched || {
            st.restore(saved);
            false
        }
    }

    /// The pattern's first argument on a receiver the call adjusts (`Iterator::next(e)` on
    /// `it.next()`, which passes `&mut it`): `&mut x` in the pattern matches `it` as `x`; an
    /// expression metavariable binds the receiver as passed (`&mut it`), so added code that
    /// uses it says what the call did. Other first arguments do not match.
    fn m_passed_receiver(
        &self,
        args: &NodePat,
        receiver: &CodeEl,
        passing: ReceiverPassing,
        code_args: &[CodeEl],
        st: &mut State,
        k: K,
    ) -> bool {
        let (Some(first), Some(others)) = (args.children.get(1), without_first_argument(args)) else { return false };
        let rest_k = &mut |st: &mut State| self.seq(&others, code_args, st, false, k);
        match first {
            Pat::Node(r) if r.kind == SyntaxKind::REF_EXPR && passing.derefs == 0 => {
                let mutable = r.children.iter().any(|p| matches!(p, Pat::Token(t) if t.kind == SyntaxKind::MUT_KW));
                let wanted = if mutable { Borrow::Mut } else { Borrow::Shared };
                match r.children.last() {
                    Some(inner) if passing.borrow == Some(wanted) => self.m(inner, receiver, st, rest_k),
                    _ => false,
                }
            }
            Pat::Meta(m) if matches!(self.rule.metavars[m.id].kind, MetaKind::Expression) => {
                let before = st.env.len();
                self.m(first, receiver, st, &mut |st: &mut State| {
                    // Bound here (not before): the value is the receiver as passed.
                    if st.env.len() > before
                        && let Some((id, value)) = st.env.vals.get_mut(before)
                        && *id == m.id
                    {
                        // As written (`tokens()` drops the spaces `(a as u8)` needs).
                        let written = self.src.get(std::ops::Range::<usize>::from(receiver.range())).unwrap_or("");
                        let prefix = passing.prefix();
                        *value = if self.borrows_again(&self.rule.metavars[m.id].name, receiver) {
                            Value::passed_receiver(&prefix, written.trim())
                        } else {
                            Value::text(format!("{prefix}{}", written.trim()))
                        };
                    }
                    rest_k(st)
                })
            }
            _ => false,
        }
    }

    /// `e.len()` on `Vec::len(&v)`: a method call of the pattern on a call of a path to a fn of
    /// that name. The receiver matches the first argument.
    pub(crate) fn m_method_on_call(&self, n: &NodePat, c: &CodeEl, st: &mut State, k: K) -> bool {
        let [receiver, Pat::Token(dot), Pat::Node(name), Pat::Node(args)] = &n.children[..] else { return false };
        let [Pat::Token(method)] = &name.children[..] else { return false };
        if name.kind != SyntaxKind::NAME_REF || args.kind != SyntaxKind::ARG_LIST {
            return false;
        }
        let code = c.children();
        let [callee, arg_list] = &code[..] else { return false };
        let Some(path) = callee.as_node().and_then(|n| n.children().find(|p| p.kind() == SyntaxKind::PATH)) else {
            return false;
        };
        let qualified = path.children().any(|p| p.kind() == SyntaxKind::PATH);
        let last = path.children().find(|p| p.kind() == SyntaxKind::PATH_SEGMENT).map(|s| s.text().to_string());
        if !qualified || last.as_deref() != Some(method.text.as_str()) {
            return false;
        }
        if !self.lenient.get() && self.calls_a_fn(&CodeEl::node(path, c.shift)) != Some(true) {
            return false;
        }
        let mut seq = arg_list.children();
        if seq.len() < 3 {
            return false;
        }
        let first = seq.remove(1);
        let saved = st.save();
        for leaf in [dot, method] {
            st.hits.push(Hit { origin: leaf.origin, range: callee.range(), el: None, gap: false, implicit: None });
        }
        self.m(receiver, &first, st, &mut |st: &mut State| self.seq(&args.children, &seq, st, false, k)) || {
            st.restore(saved);
            false
        }
    }
}

impl Ctx<'_> {
    /// Whether every method the rule's `+` code calls on metavariable `name` takes `self` by
    /// reference, as the model finds it on the type of `receiver`: then writing the receiver
    /// bare (`it.next()`) borrows it again as the matched call did, and the borrow the call
    /// made implicitly need not be written. A method taking `self` by value would move it
    /// instead (`it.skip(1)`), so the borrow stays (`(&mut it).skip(1)`).
    fn borrows_again(&self, name: &str, receiver: &CodeEl) -> bool {
        let methods = plus_methods_on(self.rule, name);
        let (Some(sema), Some(range)) = (self.sema, self.sema_range(receiver)) else { return false };
        !methods.is_empty()
            && methods.iter().all(|m| {
                sema.method_on(range, m)
                    .is_some_and(|info| matches!(info.self_access, Some(Access::Shared | Access::Exclusive)))
            })
    }
}

/// The methods the rule's `+` code calls on metavariable `name` (`e.next()` gives `next`).
fn plus_methods_on(rule: &smpl::Rule, name: &str) -> Vec<String> {
    let runs = rule.body.as_ref().map_or(&[][..], |b| &b.plus[..]);
    let lines = runs.iter().flat_map(|r| &r.lines);
    lines
        .flat_map(|line| crate::plus_code::methods_on(&crate::plus_code::tokens(line), name))
        .map(str::to_owned)
        .collect()
}

/// The origin of a pattern node's first leaf, when all its leaves carry the same mark.
fn same_mark_origin(n: &NodePat) -> Option<smpl::pattern::Origin> {
    let mut first = None;
    let mut same = true;
    Pat::Node(Box::new(n.clone())).walk(&mut |p| {
        if let Pat::Token(t) = p {
            match first {
                None => first = Some(t.origin),
                Some(f) if f.mark != t.origin.mark => same = false,
                _ => {}
            }
        }
    });
    first.filter(|_| same)
}

/// How a type reads in code: its last path segments (`Vec<String>`), for binding a `type`
/// metavariable. `None` for types with unknown parts.
pub(crate) fn render(ty: &Ty) -> Option<String> {
    let list = |ts: &[Ty]| ts.iter().map(render).collect::<Option<Vec<_>>>().map(|v| v.join(", "));
    Some(match ty {
        Ty::Adt { id, args } => {
            let name = id.0.rsplit("::").next().unwrap_or(&id.0).to_owned();
            if args.is_empty() { name } else { format!("{name}<{}>", list(args)?) }
        }
        Ty::Ref { mutable, inner } => format!("&{}{}", if *mutable { "mut " } else { "" }, render(inner)?),
        Ty::Ptr { mutable, inner } => format!("*{} {}", if *mutable { "mut" } else { "const" }, render(inner)?),
        Ty::Slice(t) => format!("[{}]", render(t)?),
        Ty::Array(t, n) => format!("[{}; {}]", render(t)?, n.as_deref().unwrap_or("_")),
        Ty::Tuple(ts) if ts.len() == 1 => format!("({},)", render(&ts[0])?),
        Ty::Tuple(ts) => format!("({})", list(ts)?),
        Ty::Prim(p) => p.clone(),
        Ty::Never => "!".to_owned(),
        Ty::Param(p) => p.clone(),
        Ty::Opaque(_) | Ty::Unknown => return None,
    })
}

/// A pattern's argument list without its first argument (and the comma after it).
fn without_first_argument(args: &NodePat) -> Option<Vec<Pat>> {
    let [open, _first, rest @ ..] = &args.children[..] else { return None };
    let mut others = vec![open.clone()];
    others.extend(rest.iter().skip_while(|p| matches!(p, Pat::Token(t) if t.kind == SyntaxKind::COMMA)).cloned());
    Some(others)
}

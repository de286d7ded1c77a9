//! Answering the engine's questions about one file: finding the node a range names (in the
//! file, or in a macro expansion when the range is inside a macro call's arguments) and asking
//! rust-analyzer about it.

use ra_ap_hir::{
    Adjust, AsAssocItem, AssocItem, AssocItemContainer, AutoBorrow, Crate, GenericDef, ItemInNs, ModuleDef, Mutability,
    Name, PathResolution, Semantics, SemanticsScope, Symbol, Type,
};
use ra_ap_ide_db::{FileId, RootDatabase};
use ra_ap_syntax::{
    AstNode, Edition, NodeOrToken, SyntaxKind, SyntaxNode, TextRange,
    ast::{self, HasAttrs, HasName},
};
use sema_api::{Access, Borrow, Def, MethodInfo, Ns, ReceiverPassing, TypeInfo};

use crate::convert::{crate_name, def_of_module_def, def_of_resolution, type_info};

/// Everything a question needs, made inside `attach_db` on one clone of the database.
pub(crate) struct Ctx<'db> {
    pub(crate) db: &'db RootDatabase,
    pub(crate) sema: Semantics<'db, RootDatabase>,
    pub(crate) file_id: FileId,
    /// The file's tree as rust-analyzer parsed it (the nodes `sema` knows).
    pub(crate) root: SyntaxNode,
}

impl<'db> Ctx<'db> {
    pub(crate) fn new(db: &'db RootDatabase, file_id: FileId) -> Ctx<'db> {
        let sema = Semantics::new(db);
        let edition = sema.attach_first_edition(file_id);
        let root = sema.parse(edition).syntax().clone();
        Ctx { db, sema, file_id, root }
    }

    /// The `N` node whose range is exactly `range`: in the file itself, or, when `range` lies
    /// in a macro call's token tree, the node of the macro's expansion that came from exactly
    /// that text (`v.len()` in `println!("{}", v.len())`).
    pub(crate) fn find<N: AstNode>(&self, range: TextRange) -> Option<N> {
        if range.end() > self.root.text_range().end() {
            return None;
        }
        let covering = match self.root.covering_element(range) {
            NodeOrToken::Node(n) => n,
            NodeOrToken::Token(t) => t.parent()?,
        };
        // Ancestors only grow: the first one larger than `range` ends the search.
        for node in covering.ancestors().take_while(|n| n.text_range() == range) {
            if let Some(n) = N::cast(node) {
                return Some(n);
            }
        }
        if covering.ancestors().any(|n| n.kind() == SyntaxKind::TOKEN_TREE) {
            return self.find_in_expansion(range);
        }
        None
    }

    pub(crate) fn find_in_expansion<N: AstNode>(&self, range: TextRange) -> Option<N> {
        let token = self.root.token_at_offset(range.start()).right_biased()?;
        for descended in self.sema.descend_into_macros(token) {
            let Some(parent) = descended.parent() else { continue };
            for node in parent.ancestors() {
                let Some(original) = self.sema.original_range_opt(&node) else { continue };
                if original.file_id.file_id(self.db) != self.file_id {
                    break;
                }
                if original.range == range {
                    if let Some(n) = N::cast(node.clone()) {
                        return Some(n);
                    }
                } else if !range.contains_range(original.range) {
                    // Past the code the range names.
                    break;
                }
            }
        }
        None
    }

    /// Whether the code at `range` is test code: under `#[cfg(test)]` in this file, or in a
    /// module declared under it.
    pub(crate) fn in_test_code(&self, range: TextRange) -> bool {
        if range.end() > self.root.text_range().end() {
            return false;
        }
        let node = match self.root.covering_element(range) {
            NodeOrToken::Node(n) => n,
            NodeOrToken::Token(t) => match t.parent() {
                Some(parent) => parent,
                None => return false,
            },
        };
        let mut declarations = Vec::new();
        let mut module = self.sema.file_to_module_def(self.file_id);
        while let Some(m) = module {
            if let Some(source) = m.declaration_source(self.db) {
                declarations.push(source.value.syntax().clone());
            }
            module = m.parent(self.db);
        }
        crate::devdeps::in_test_code(&node, declarations)
    }

    /// A node to take the scope of the code at `range` from.
    pub(crate) fn scope_at(&self, range: TextRange) -> Option<SemanticsScope<'db>> {
        if range.end() > self.root.text_range().end() {
            return None;
        }
        let node = match self.root.covering_element(range) {
            NodeOrToken::Node(n) => n,
            NodeOrToken::Token(t) => t.parent()?,
        };
        let node = self.find::<ast::Expr>(range).map(|e| e.syntax().clone()).unwrap_or(node);
        self.sema.scope(&node)
    }

    pub(crate) fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        let expr = self.find::<ast::Expr>(range)?;
        let info = self.sema.type_of_expr(&expr)?;
        Some(type_info(&self.sema, expr.syntax(), &info.original))
    }

    /// Why nothing is known of the code at `range`: code under a `cfg` attribute in which no
    /// expression has a type is configured out (rust-analyzer lowers only active code).
    pub(crate) fn why_unknown(&self, range: TextRange) -> Option<String> {
        let start = match self.root.covering_element(range) {
            NodeOrToken::Node(n) => n,
            NodeOrToken::Token(t) => t.parent()?,
        };
        for node in start.ancestors() {
            let Some(with_attrs) = ast::AnyHasAttrs::cast(node.clone()) else { continue };
            // By its text: this syntax tree parses `cfg` attributes into a meta of their own.
            let is_cfg = |a: &ast::Attr| {
                let text: String = a.syntax().text().to_string().chars().filter(|c| !c.is_whitespace()).collect();
                text.starts_with("#[cfg(")
            };
            let cfg = with_attrs.attrs().find(is_cfg);
            let Some(cfg) = cfg else { continue };
            let typed = node
                .descendants()
                .filter_map(ast::Expr::cast)
                .take(64)
                .any(|e| self.sema.type_of_expr(&e).is_some_and(|t| !t.original.is_unknown()));
            if !typed {
                return Some(format!("{} by `{}`", sema_api::CONFIGURED_OUT, cfg.syntax().text()));
            }
        }
        None
    }

    pub(crate) fn type_of_type(&self, range: TextRange) -> Option<TypeInfo> {
        let ty = self.find::<ast::Type>(range)?;
        let resolved = self.sema.resolve_type(&ty)?;
        Some(type_info(&self.sema, ty.syntax(), &resolved))
    }

    pub(crate) fn resolve_path(&self, range: TextRange) -> Option<Def> {
        if let Some(path) = self.find::<ast::Path>(range) {
            let res = self.sema.resolve_path(&path)?;
            return def_of_resolution(self.db, self.file_id, res);
        }
        // `None` or a const in a pattern parses as a binding.
        let pat = self.find::<ast::IdentPat>(range)?;
        def_of_module_def(self.db, self.sema.resolve_bind_pat_to_const(&pat)?)
    }

    pub(crate) fn resolve_method(&self, range: TextRange) -> Option<Def> {
        let call = self.find::<ast::MethodCallExpr>(range)?;
        let f = self.sema.resolve_method_call(&call)?;
        def_of_module_def(self.db, f.into())
    }

    /// The method call's receiver adjustments, as a prefix to write: auto-derefs then an
    /// auto-borrow. A reborrow of a shared reference (`&*v` for `v: &Vec<u8>`) is `v` itself.
    /// Raw-pointer borrows are not written back (`None`).
    pub(crate) fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing> {
        let call = self.find::<ast::MethodCallExpr>(range)?;
        let receiver = call.receiver()?;
        let adjustments = self.sema.expr_adjustments(&receiver).unwrap_or_default();
        let mut passing = ReceiverPassing::AS_IS;
        for adjustment in &adjustments {
            match adjustment.kind {
                Adjust::NeverToAny => {}
                Adjust::Deref(_) if passing.borrow.is_none() => passing.derefs += 1,
                Adjust::Borrow(AutoBorrow::Ref(m)) if passing.borrow.is_none() => {
                    passing.borrow = Some(match m {
                        Mutability::Shared => Borrow::Shared,
                        Mutability::Mut => Borrow::Mut,
                    })
                }
                // An unsizing after the borrow (`[u8; 4]` to `&[u8]`) is a coercion the
                // explicit call makes too.
                Adjust::Pointer(_) if passing.borrow.is_some() => {}
                _ => return None,
            }
        }
        let shared_ref =
            adjustments.first().is_some_and(|a| a.source.is_reference() && !a.source.is_mutable_reference());
        if passing == (ReceiverPassing { derefs: 1, borrow: Some(Borrow::Shared) }) && shared_ref {
            return Some(ReceiverPassing::AS_IS);
        }
        Some(passing)
    }

    /// What `text`, a path written in a patch, means: always resolved in one fixed place, as if
    /// the patch were written at the root of a crate that depends on the standard library and
    /// on every crate of the graph by name (see [`Self::patch_item`]). `at` only says which
    /// crate graph (and which crate `crate::` is). So a patch's `Vec` is std's in every module,
    /// even in one that defines or imports a `Vec` of its own.
    pub(crate) fn resolve_text(&self, text: &str, ns: Ns, at: TextRange) -> Option<Def> {
        let path = parse_path(text, ns)?;
        let scope = self.root_scope(self.scope_at(at)?.krate())?;
        if let Some(anchored) = self.resolve_anchored(&scope, &path) {
            return anchored;
        }
        let segments = segment_names(&path)?;
        if let Some(item) = self.patch_item(&scope, &segments, ns) {
            return def_of_module_def(self.db, item);
        }
        // `Vec::new`, `Default::default`, `B::f`: an associated item of what the rest names,
        // looked up on the type (so `B::f` is B's `f`, not the trait's, which every impl has).
        let (last, owner) = segments.split_last()?;
        if owner.is_empty() {
            return None;
        }
        let owner = self.patch_item(&scope, owner, Ns::Type)?;
        self.assoc_item(&scope, PathResolution::Def(owner), last)
    }

    /// The method `name` on the expression at `receiver`: how it takes `self`, and whether
    /// stable Rust may call it in a const context (a const fn not marked
    /// `#[rustc_const_unstable]` in its source).
    pub(crate) fn method_on(&self, receiver: TextRange, name: &str) -> Option<MethodInfo> {
        let expr = self.find::<ast::Expr>(receiver)?;
        let ty = self.sema.type_of_expr(&expr)?.original;
        let scope = self.sema.scope(expr.syntax())?;
        let wanted = Name::new_symbol_root(Symbol::intern(name));
        let f = ty.iterate_method_candidates(self.db, &scope, Some(&wanted), Some)?;
        let const_callable = self.const_callable(f);
        let self_access = f.self_param(self.db).map(|p| match p.access(self.db) {
            ra_ap_hir::Access::Shared => Access::Shared,
            ra_ap_hir::Access::Exclusive => Access::Exclusive,
            ra_ap_hir::Access::Owned => Access::Owned,
        });
        Some(MethodInfo { const_callable, self_access })
    }

    /// Whether the fn a patch's path names (at the patch's fixed place, for the crate of the
    /// code at `at`) is one stable Rust may call in a const context.
    pub(crate) fn path_is_const(&self, text: &str, at: TextRange) -> Option<bool> {
        let path = parse_path(text, Ns::Value)?;
        let scope = self.root_scope(self.scope_at(at)?.krate())?;
        let segments = segment_names(&path)?;
        let f = match self.patch_item(&scope, &segments, Ns::Value) {
            Some(ModuleDef::Function(f)) => f,
            Some(_) => return None,
            None => {
                // `AtomicUsize::new`: an associated fn of what the rest names.
                let (last, owner) = segments.split_last()?;
                let owner = self.patch_item(&scope, owner, Ns::Type)?;
                let ty = self.type_of(PathResolution::Def(owner))?;
                let wanted = Name::new_symbol_root(Symbol::intern(last));
                let traits = scope.visible_traits().0;
                ty.iterate_path_candidates(self.db, &scope, &traits, Some(&wanted), |item| match item {
                    AssocItem::Function(f) => Some(f),
                    _ => None,
                })?
            }
        };
        Some(self.const_callable(f))
    }

    /// A const fn not marked `#[rustc_const_unstable]` in its source.
    pub(crate) fn const_callable(&self, f: ra_ap_hir::Function) -> bool {
        f.is_const(self.db)
            && ra_ap_hir::HasSource::source(f, self.db).is_some_and(|source| {
                !source.value.attrs().any(|a| a.syntax().text().to_string().contains("rustc_const_unstable"))
            })
    }

    /// Whether the file's crate says `#![no_std]`, alone or under a `cfg_attr` (some of its
    /// builds are without std: what is added must build in those too).
    pub(crate) fn crate_name(&self) -> Option<String> {
        let krate = self.sema.file_to_module_def(self.file_id)?.krate(self.db);
        Some(crate_name(self.db, krate))
    }

    pub(crate) fn crate_is_no_std(&self) -> Option<bool> {
        let krate = self.sema.file_to_module_def(self.file_id)?.krate(self.db);
        let root = self.sema.parse_guess_edition(krate.root_file(self.db));
        Some(root.attrs().any(|a| a.excl_token().is_some() && a.syntax().text().to_string().contains("no_std")))
    }

    /// Why code of the file's crate may be unknown to a model that ran nothing (an untrusted
    /// load): the proc-macro crates it depends on, and its build script, did not run, so what
    /// they generate (derived impls, `OUT_DIR` code) is unknown. `None` if it has neither.
    pub(crate) fn unrun_generators(&self) -> Option<String> {
        let krate = self.sema.file_to_module_def(self.file_id)?.krate(self.db);
        let macros: Vec<String> = (krate.dependencies(self.db).into_iter())
            .filter(|d| d.krate.base().data(self.db).is_proc_macro)
            .map(|d| format!("`{}`", d.name.as_str()))
            .collect();
        let package = krate.base().data(self.db).proc_macro_cwd.clone();
        let build_script = std::path::Path::new(package.as_str()).join("build.rs").is_file();
        let what = match (&macros[..], build_script) {
            ([], false) => return None,
            ([], true) => "build script".to_owned(),
            (names, false) => format!("proc macros ({})", names.join(", ")),
            (names, true) => format!("proc macros ({}) and build script", names.join(", ")),
        };
        Some(format!(
            "unknown type in a crate whose {what} did not run (an untrusted workspace): what they \
             generate is unknown; --trust-workspace runs them"
        ))
    }

    /// The scope at the root of `krate`: there the traits a patch's `Type::name` may find are
    /// the prelude's, whatever module the code is in.
    pub(crate) fn root_scope(&self, krate: Crate) -> Option<SemanticsScope<'db>> {
        let tree = self.sema.parse_guess_edition(krate.root_file(self.db));
        self.sema.scope(tree.syntax())
    }

    /// The type or trait a path in a patch names (see [`Self::patch_item`]).
    fn resolve_owner(&self, scope: &SemanticsScope<'db>, path: &ast::Path) -> Option<PathResolution<'db>> {
        let item = self.patch_item(scope, &segment_names(path)?, Ns::Type)?;
        Some(PathResolution::Def(item))
    }

    /// `<[T]>::contains`, `<str>::len`, `<T as Trait>::f`: a path whose first segment is a
    /// type in angle brackets, which `speculative_resolve` would skip. `None` when the path has
    /// no such segment; `Some(None)` when it has one that cannot be resolved.
    fn resolve_anchored(&self, scope: &SemanticsScope<'db>, path: &ast::Path) -> Option<Option<Def>> {
        let first = path.first_segment()?;
        let ast::PathSegmentKind::Type { type_ref, trait_ref } = first.kind()? else {
            return None;
        };
        let resolved = (|| {
            // Only `<anchor>::name`.
            let qualifier = path.qualifier()?;
            if qualifier.qualifier().is_some() {
                return None;
            }
            let name = path.segment()?.name_ref()?;
            let name = name.text();
            if let Some(trait_ref) = trait_ref {
                let PathResolution::Def(ModuleDef::Trait(t)) = self.resolve_owner(scope, &trait_ref.path()?)? else {
                    return None;
                };
                // `<Vec<u8> as Clone>::clone` is Vec's clone; `<T as Iterator>::nth` with `T`
                // unknown here is the trait's.
                let self_ty = match type_ref? {
                    ast::Type::PathType(p) => {
                        self.resolve_owner(scope, &p.path()?).and_then(|owner| self.type_of(owner))
                    }
                    _ => None,
                };
                return match self_ty {
                    Some(ty) if ty.as_type_param(self.db).is_none() => {
                        self.assoc_item_of_type(scope, ty, name, Some(t))
                    }
                    _ => def_of_module_def(self.db, trait_item(self.db, t, name)?.into()),
                };
            }
            match type_ref? {
                ast::Type::SliceType(_) => {
                    let slice = Type::new_slice(self.db, Type::unknown());
                    self.assoc_item_of_type(scope, slice, name, None)
                }
                ast::Type::PathType(p) => {
                    let owner = self.resolve_owner(scope, &p.path()?)?;
                    self.assoc_item(scope, owner, name)
                }
                _ => None,
            }
        })();
        Some(resolved)
    }

    /// The item `name` of what `owner` names: a trait's own (or a supertrait's) item, or the
    /// item a path `Type::name` means on a type (see [`Self::assoc_item_of_type`]).
    fn assoc_item(&self, scope: &SemanticsScope<'db>, owner: PathResolution<'db>, name: &str) -> Option<Def> {
        if let PathResolution::Def(ModuleDef::Trait(t)) = owner {
            let item = trait_item(self.db, t, name)?;
            return def_of_module_def(self.db, item.into());
        }
        self.assoc_item_of_type(scope, self.type_of(owner)?, name, None)
    }

    /// The type a path names, its own parameters unknown (so `Vec::new` finds the fn of
    /// `impl<T> Vec<T, Global>`, as `Vec::new()` in code does).
    fn type_of(&self, owner: PathResolution<'db>) -> Option<Type<'db>> {
        let db = self.db;
        Some(match owner {
            PathResolution::Def(ModuleDef::Adt(adt)) => adt.ty(db).instantiate_with_errors(),
            PathResolution::Def(ModuleDef::TypeAlias(alias)) => alias.ty(db).instantiate_with_errors(),
            PathResolution::Def(ModuleDef::BuiltinType(b)) => b.ty(db),
            PathResolution::SelfType(imp) => imp.self_ty(db),
            PathResolution::TypeParam(p) => p.ty(db),
            _ => return None,
        })
    }

    /// What a path `Type::name` (or `<Type as Trait>::name`, with `only`) means: the type's
    /// inherent item, else the item of the type's impl of the trait that has it. A trait's
    /// item implemented for the type is named by that impl, without the trait's item beside it
    /// (`Rc::clone` in a patch is Rc's clone, not every clone), and is the trait's item only
    /// when no impl of the type's own has it (a blanket impl's, or generic code's).
    fn assoc_item_of_type(
        &self,
        scope: &SemanticsScope<'db>,
        ty: Type<'db>,
        name: &str,
        only: Option<ra_ap_hir::Trait>,
    ) -> Option<Def> {
        let db = self.db;
        let traits = scope.visible_traits().0;
        let wanted = Name::new_symbol_root(Symbol::intern(name));
        let picked =
            if only.is_some() { None } else { ty.iterate_path_candidates(db, scope, &traits, Some(&wanted), Some) };
        let picked_trait = match picked.map(|i| i.container(db)) {
            Some(AssocItemContainer::Impl(_)) => return def_of_module_def(db, picked?.into()),
            Some(AssocItemContainer::Trait(t)) => Some(t),
            None => only,
        };
        let trait_fn = match (picked, picked_trait) {
            (Some(item), _) => Some(item),
            (None, Some(t)) => trait_item(db, t, name),
            (None, None) => None,
        };
        if let (Some(AssocItem::Function(f)), Some(t)) = (trait_fn, picked_trait)
            && let Some(imp) = self.impl_fn(ty.clone(), t, f)
        {
            return def_of_module_def(db, imp.into()).map(without_trait_item);
        }
        // rust-analyzer could not pick an impl (the type's parameters are unknown, or the type
        // has several impls of a generic trait): the type's own impls that have the name.
        let mut inherent = Vec::new();
        let mut of_trait = Vec::new();
        for imp in ra_ap_hir::Impl::all_for_type(db, ty) {
            let imp_trait = imp.trait_(db);
            let wanted_impl = match (imp_trait, picked_trait) {
                (None, _) => only.is_none(),
                (Some(t), Some(p)) => t == p,
                (Some(_), None) => true,
            };
            if !wanted_impl {
                continue;
            }
            for item in imp.items(db) {
                if item.name(db).is_some_and(|n| n.as_str() == name)
                    && let Some(def) = def_of_module_def(db, item.into())
                {
                    let list = if imp_trait.is_some() { &mut of_trait } else { &mut inherent };
                    if !list.contains(&def) {
                        list.push(def);
                    }
                }
            }
        }
        match (inherent.as_slice(), of_trait.as_slice()) {
            ([one], _) | ([], [one]) => Some(without_trait_item(one.clone())),
            ([], []) => def_of_module_def(db, trait_fn?.into()),
            // Several: not known which.
            _ => None,
        }
    }

    /// The fn of `ty`'s impl of trait `t` that implements `f`, when rust-analyzer finds one.
    fn impl_fn(&self, ty: Type<'db>, t: ra_ap_hir::Trait, f: ra_ap_hir::Function) -> Option<ra_ap_hir::Function> {
        let params = GenericDef::from(t).type_or_const_params(self.db);
        if params.iter().any(|p| p.as_type_param(self.db).is_none()) {
            // `resolve_trait_impl_method` only takes type arguments.
            return None;
        }
        // `Self` first, the trait's other parameters unknown.
        let subst = std::iter::once(ty.clone()).chain(std::iter::repeat_with(Type::unknown)).take(params.len().max(1));
        let found = self.sema.resolve_trait_impl_method(ty, t, f, subst)?;
        (found != f && found.as_assoc_item(self.db).is_some()).then_some(found)
    }

    /// The item a path of names in a patch means, in the patch's fixed place (`scope`, a crate
    /// root): `crate::..` is the code's crate; a first segment naming a crate of the graph
    /// (`std`, `core`, `alloc`, `serde`, the workspace's own crates) starts there; any other
    /// first segment is looked up in std's prelude (`Vec`, `String`, `Option`, `Default`,
    /// `drop`), then as a primitive type (`u8`), then among the public items of std, core and
    /// alloc when exactly one has that name (`HashMap`, `mem`), then among the items of the
    /// code's crate and its dependencies when exactly one has that name (`Arg` where clap is
    /// the only crate with one). `None`: it names nothing there, or several items.
    pub(crate) fn patch_item(&self, scope: &SemanticsScope<'db>, segments: &[String], ns: Ns) -> Option<ModuleDef> {
        let db = self.db;
        let krate = scope.krate();
        let absolute = |segments: &[String], ns: Ns| {
            let symbols: Vec<Symbol> = segments.iter().map(|s| Symbol::intern(s)).collect();
            let items: Vec<ItemInNs> = ra_ap_hir::resolve_absolute_path(db, symbols.into_iter()).collect();
            pick(&items, ns)
        };
        let (first, rest) = segments.split_first()?;
        let join = |head: Vec<String>| -> Vec<String> { head.into_iter().chain(rest.iter().cloned()).collect() };
        if first == "crate" {
            return absolute(&join(vec![crate_name(db, krate)]), ns);
        }
        if Crate::all(db).into_iter().any(|k| crate_name(db, k) == *first) {
            return absolute(segments, ns);
        }
        let first_ns = if rest.is_empty() { ns } else { Ns::Type };
        let item = PRELUDES
            .iter()
            .find_map(|prelude| {
                let path: Vec<String> = prelude.split("::").map(str::to_owned).chain([first.clone()]).collect();
                absolute(&path, first_ns)
            })
            .or_else(|| self.primitive(scope, first))
            .or_else(|| self.std_item_by_name(krate, first, first_ns))
            .or_else(|| self.graph_item_by_name(krate, first, first_ns))?;
        if rest.is_empty() {
            return Some(item);
        }
        let ModuleDef::Module(m) = item else { return None };
        let module: Vec<String> = std::iter::once(crate_name(db, m.krate(db)))
            .chain(m.path_segments(db).map(|n| n.as_str().to_owned()))
            .collect();
        absolute(&join(module), ns)
    }

    /// The primitive type `name` names (`u8` in `u8::MAX`, `str` in `str::len`).
    fn primitive(&self, scope: &SemanticsScope<'db>, name: &str) -> Option<ModuleDef> {
        match scope.speculative_resolve(&parse_path(name, Ns::Type)?)? {
            PathResolution::Def(def @ ModuleDef::BuiltinType(_)) => Some(def),
            _ => None,
        }
    }
}

/// The names of a path's segments; `None` if one is not a plain name (`<T>`, `self`).
pub(crate) fn segment_names(path: &ast::Path) -> Option<Vec<String>> {
    path.segments().map(|s| s.name_ref().map(|n| n.text().to_string())).collect()
}

/// The item named `name` of trait `t` or of one of its supertraits.
fn trait_item(db: &RootDatabase, t: ra_ap_hir::Trait, name: &str) -> Option<AssocItem> {
    t.items_with_supertraits(db).into_iter().find(|i| i.name(db).is_some_and(|n| n.as_str() == name))
}

fn without_trait_item(def: Def) -> Def {
    match def {
        Def::Item { id, kind, .. } => Def::Item { id, kind, trait_item: None },
        other => other,
    }
}

/// The preludes a patch's bare names are looked up in, newest first (the names of older
/// editions' preludes are all in the newer ones; `core`'s for a graph without std).
const PRELUDES: &[&str] = &["std::prelude::rust_2024", "std::prelude::rust_2021", "core::prelude::rust_2024"];

pub(crate) fn is_std_crate(name: &str) -> bool {
    matches!(name, "std" | "core" | "alloc")
}

/// The item of `items` in namespace `ns` (the type-namespace one for a type path).
fn pick(items: &[ItemInNs], ns: Ns) -> Option<ModuleDef> {
    let wanted = items.iter().find(|i| match ns {
        Ns::Type => matches!(i, ItemInNs::Types(_)),
        Ns::Value => matches!(i, ItemInNs::Values(_)),
    });
    wanted.or_else(|| items.iter().find(|i| !matches!(i, ItemInNs::Macros(_)))).map(|i| i.into_module_def())
}

/// A path written in a patch, parsed as Rust (`std::mem::replace`, `Vec::<u8>::new`,
/// `HashMap`).
pub(crate) fn parse_path(text: &str, ns: Ns) -> Option<ast::Path> {
    let text = text.trim();
    if text.is_empty() || text.contains(['{', '}', ';']) {
        return None;
    }
    let source = match ns {
        Ns::Type => format!("type __CocciT = {text};"),
        Ns::Value => format!("const _: () = {text};"),
    };
    let parse = ast::SourceFile::parse(&source, Edition::CURRENT);
    if !parse.errors().is_empty() {
        return None;
    }
    let file = parse.tree();
    let path = match ns {
        Ns::Type => {
            let alias = file.syntax().descendants().find_map(ast::TypeAlias::cast)?;
            alias.name()?;
            match alias.ty()? {
                ast::Type::PathType(p) => p.path()?,
                _ => return None,
            }
        }
        Ns::Value => {
            let konst = file.syntax().descendants().find_map(ast::Const::cast)?;
            match konst.body()? {
                ast::Expr::PathExpr(p) => p.path()?,
                _ => return None,
            }
        }
    };
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patch_paths_parse_in_their_namespace() {
        assert!(parse_path("std::mem::replace", Ns::Value).is_some());
        assert!(parse_path("Vec::<u8>::new", Ns::Value).is_some());
        assert!(parse_path("HashMap", Ns::Type).is_some());
        assert!(parse_path("HashMap<K, V>", Ns::Type).is_some());
        assert!(parse_path("a + b", Ns::Value).is_none());
        assert!(parse_path("", Ns::Type).is_none());
        assert!(parse_path("x; fn f() {}", Ns::Value).is_none());
    }
}

//! rust-analyzer's types and definitions in the engine's terms: [`Ty`], [`Def`], [`ItemId`].
//!
//! An item's id is its *definition* path, crate first (`alloc::vec::Vec`,
//! `core::mem::replace`), never the path it was reached through, so every re-export of an item
//! gives the same id. Associated items are named after their container:
//! `alloc::vec::Vec::new` (inherent impl), `core::default::Default::default` (trait),
//! `<alloc::string::String as core::default::Default>::default` (a trait impl's fn, whose
//! `trait_item` is the trait's). Every answer goes through these functions, so ids agree
//! between types, resolved paths, method calls and paths written in a patch.

use ra_ap_hir::{
    Adt, AsAssocItem, AssocItem, AssocItemContainer, Crate, GenericDef, HirDisplay, Impl, Module, ModuleDef,
    PathResolution, Semantics, Trait, Type,
};
use ra_ap_ide_db::{FileId, RootDatabase};
use ra_ap_syntax::AstNode;
use sema_api::{Def, ItemId, ItemKind, Ty, TypeInfo};

/// Types nested deeper than this are answered as opaque rather than walked (recursive type
/// aliases in broken code, or huge generated types).
const MAX_DEPTH: usize = 24;

pub(crate) fn crate_name(db: &RootDatabase, krate: Crate) -> String {
    match krate.display_name(db) {
        Some(name) => name.crate_name().symbol().as_str().to_owned(),
        // Crates without a name (rare: rust-project.json) still need distinct ids.
        None => format!("{{crate {krate:?}}}"),
    }
}

fn module_path(db: &RootDatabase, module: Module) -> String {
    let mut segments = vec![crate_name(db, module.krate(db))];
    for m in module.path_to_root(db).into_iter().rev() {
        match m.name(db) {
            Some(name) => segments.push(name.as_str().to_owned()),
            // A block module (items inside a fn body): its debug id keeps two fns' local
            // items of the same name apart.
            None if !m.is_crate_root(db) => segments.push(format!("{{block {}}}", format!("{m:?}").replace(' ', ""))),
            None => {}
        }
    }
    segments.join("::")
}

fn item_path(db: &RootDatabase, module: Module, name: &str) -> String {
    format!("{}::{name}", module_path(db, module))
}

pub(crate) fn adt_id(db: &RootDatabase, adt: Adt) -> ItemId {
    ItemId(item_path(db, adt.module(db), adt.name(db).as_str()))
}

fn trait_id(db: &RootDatabase, t: Trait) -> ItemId {
    ItemId(item_path(db, t.module(db), t.name(db).as_str()))
}

/// How an impl's self type is named in ids: an ADT by its id, anything else (`[T]`, `str`,
/// `u8`) by its type as the engine sees it.
fn self_type_key(db: &RootDatabase, imp: Impl) -> String {
    let ty = imp.self_ty(db);
    match ty.as_adt() {
        Some(adt) => adt_id(db, adt).0,
        None => ty_key(&ty_of(db, &ty)),
    }
}

/// The id of an item of a trait impl or an inherent impl, and the id of the trait's item it
/// implements.
fn assoc_item_ids(db: &RootDatabase, item: AssocItem, name: &str) -> (ItemId, Option<ItemId>) {
    match item.container(db) {
        AssocItemContainer::Trait(t) => (ItemId(format!("{}::{name}", trait_id(db, t).0)), None),
        AssocItemContainer::Impl(imp) => match imp.trait_(db) {
            Some(t) => {
                // The trait's arguments are left out: `impl From<&str> for String` and
                // `impl From<char> for String` both give `<String as From>::from`, which is
                // what a patch can name (`String::from`).
                let trait_path = trait_id(db, t).0;
                let id = format!("<{} as {trait_path}>::{name}", self_type_key(db, imp));
                (ItemId(id), Some(ItemId(format!("{trait_path}::{name}"))))
            }
            None => (ItemId(format!("{}::{name}", self_type_key(db, imp))), None),
        },
    }
}

pub(crate) fn def_of_module_def(db: &RootDatabase, def: ModuleDef) -> Option<Def> {
    let kind = match def {
        ModuleDef::Module(_) => ItemKind::Module,
        ModuleDef::Function(_) => ItemKind::Fn,
        ModuleDef::Adt(Adt::Struct(_)) => ItemKind::Struct,
        ModuleDef::Adt(Adt::Enum(_)) => ItemKind::Enum,
        ModuleDef::Adt(Adt::Union(_)) => ItemKind::Union,
        ModuleDef::EnumVariant(_) => ItemKind::Variant,
        ModuleDef::Const(_) => ItemKind::Const,
        ModuleDef::Static(_) => ItemKind::Static,
        ModuleDef::Trait(_) => ItemKind::Trait,
        ModuleDef::TypeAlias(_) => ItemKind::TypeAlias,
        ModuleDef::BuiltinType(_) => ItemKind::BuiltinType,
        ModuleDef::Macro(_) => ItemKind::Macro,
    };
    if let ModuleDef::BuiltinType(b) = def {
        return Some(Def::Item { id: ItemId(b.name().as_str().to_owned()), kind, trait_item: None });
    }
    if let ModuleDef::Module(m) = def {
        return Some(Def::Item { id: ItemId(module_path(db, m)), kind, trait_item: None });
    }
    let name = def.name(db)?;
    let name = name.as_str();
    if let Some(assoc) = def.as_assoc_item(db) {
        let (id, trait_item) = assoc_item_ids(db, assoc, name);
        return Some(Def::Item { id, kind, trait_item });
    }
    let id = match def {
        ModuleDef::EnumVariant(v) => ItemId(format!("{}::{name}", adt_id(db, Adt::Enum(v.parent_enum(db))).0)),
        _ => ItemId(item_path(db, def.module(db)?, name)),
    };
    Some(Def::Item { id, kind, trait_item: None })
}

/// What `res` names; a local only when it is declared in `file_id` (the file asked about).
pub(crate) fn def_of_resolution(db: &RootDatabase, file_id: FileId, res: PathResolution<'_>) -> Option<Def> {
    match res {
        PathResolution::Def(def) => def_of_module_def(db, def),
        PathResolution::Local(local) => {
            let src = local.primary_source(db);
            // The name's range, mapped out of a macro call when the binding was written in
            // one's arguments.
            let node = src
                .name()
                .map(|n| n.map(|n| n.syntax().clone()))
                .unwrap_or_else(|| ra_ap_hir::InFile::new(src.file(), src.syntax().clone()));
            // A binding a macro made up (not written in its input) has no range of its own:
            // two such locals must not look like one.
            let (range, context) = node.as_ref().original_file_range_opt(db)?;
            if !context.is_root() || range.file_id.file_id(db) != file_id {
                return None;
            }
            Some(Def::Local { decl: range.range, param: local.is_param(db) })
        }
        PathResolution::TypeParam(p) => Some(Def::GenericParam(p.name(db).as_str().to_owned())),
        PathResolution::ConstParam(p) => Some(Def::GenericParam(p.name(db).as_str().to_owned())),
        PathResolution::SelfType(_) => Some(Def::SelfType),
        PathResolution::BuiltinAttr(_) | PathResolution::ToolModule(_) | PathResolution::DeriveHelper(_) => None,
    }
}

/// The engine's view of a type.
pub(crate) fn ty_of(db: &RootDatabase, ty: &Type<'_>) -> Ty {
    ty_at_depth(db, ty, 0)
}

fn ty_at_depth(db: &RootDatabase, ty: &Type<'_>, depth: usize) -> Ty {
    let inner = |t: &Type<'_>| Box::new(ty_at_depth(db, t, depth + 1));
    if ty.is_unknown() {
        return Ty::Unknown;
    }
    if depth > MAX_DEPTH {
        return Ty::Opaque(String::from("…"));
    }
    if let Some((t, m)) = ty.as_reference() {
        return Ty::Ref { mutable: m == ra_ap_hir::Mutability::Mut, inner: inner(&t) };
    }
    if let Some((t, m)) = ty.as_raw_ptr() {
        return Ty::Ptr { mutable: m == ra_ap_hir::Mutability::Mut, inner: inner(&t) };
    }
    if let Some(t) = ty.as_slice() {
        return Ty::Slice(inner(&t));
    }
    if ty.is_array() {
        return match ty.as_array(db) {
            Some((t, n)) => Ty::Array(inner(&t), Some(n.to_string())),
            // A length rust-analyzer cannot evaluate: the element type is not reachable
            // through hir's API either, so the whole is unknown rather than guessed.
            None => Ty::Array(Box::new(Ty::Unknown), None),
        };
    }
    if ty.is_tuple() {
        return Ty::Tuple(ty.tuple_fields(db).iter().map(|t| ty_at_depth(db, t, depth + 1)).collect());
    }
    if ty.is_never() {
        return Ty::Never;
    }
    if let Some(b) = ty.as_builtin() {
        return Ty::Prim(b.name().as_str().to_owned());
    }
    if let Some(p) = ty.as_type_param(db) {
        // `impl Trait` in argument position is a nameless parameter: opaque, as written.
        if !p.is_implicit(db) {
            return Ty::Param(p.name(db).as_str().to_owned());
        }
    }
    if let Some((adt, args)) = ty.as_adt_with_args() {
        let mut args: Vec<Ty> = args.iter().flatten().map(|t| ty_at_depth(db, t, depth + 1)).collect();
        drop_default_args(db, adt, &mut args, depth);
        return Ty::Adt { id: adt_id(db, adt), args };
    }
    Ty::Opaque(display(db, ty))
}

/// Leaves out trailing type arguments equal to their parameter's default (`Vec<String>`, not
/// `Vec<String, Global>`), so types compare with what people write.
fn drop_default_args(db: &RootDatabase, adt: Adt, args: &mut Vec<Ty>, depth: usize) {
    let params: Vec<_> =
        GenericDef::from(adt).type_or_const_params(db).into_iter().filter_map(|p| p.as_type_param(db)).collect();
    if params.len() != args.len() {
        return;
    }
    while let Some(last) = args.last() {
        let default = params[args.len() - 1].default(db);
        match default {
            Some(d) if ty_at_depth(db, &d, depth + 1) == *last => {
                args.pop();
            }
            _ => break,
        }
    }
}

fn display(db: &RootDatabase, ty: &Type<'_>) -> String {
    // Any crate's display target will do for a human-readable text.
    match Crate::all(db).first() {
        Some(k) => ty.display(db, k.to_display_target(db)).to_string(),
        None => String::from("?"),
    }
}

/// A type as the engine sees it, as text (for ids of impls on non-ADT types).
pub(crate) fn ty_key(ty: &Ty) -> String {
    let list = |tys: &[Ty]| tys.iter().map(ty_key).collect::<Vec<_>>().join(", ");
    match ty {
        Ty::Adt { id, args } if args.is_empty() => id.0.clone(),
        Ty::Adt { id, args } => format!("{}<{}>", id.0, list(args)),
        Ty::Ref { mutable, inner } => {
            format!("&{}{}", if *mutable { "mut " } else { "" }, ty_key(inner))
        }
        Ty::Ptr { mutable, inner } => {
            format!("*{} {}", if *mutable { "mut" } else { "const" }, ty_key(inner))
        }
        Ty::Slice(t) => format!("[{}]", ty_key(t)),
        Ty::Array(t, n) => format!("[{}; {}]", ty_key(t), n.as_deref().unwrap_or("_")),
        Ty::Tuple(ts) if ts.len() == 1 => format!("({},)", ty_key(&ts[0])),
        Ty::Tuple(ts) => format!("({})", list(ts)),
        Ty::Prim(p) => p.clone(),
        Ty::Never => "!".to_owned(),
        Ty::Param(p) => p.clone(),
        Ty::Opaque(s) => s.clone(),
        Ty::Unknown => "{unknown}".to_owned(),
    }
}

/// A type with its text as it would be written in the module of `at`.
pub(crate) fn type_info(sema: &Semantics<'_, RootDatabase>, at: &ra_ap_syntax::SyntaxNode, ty: &Type<'_>) -> TypeInfo {
    let db = sema.db;
    let engine_ty = ty_of(db, ty);
    // An unknown part prints as `_`: that is not the type, so there is no text for it.
    let text = (!engine_ty.has_unknown())
        .then(|| sema.scope(at))
        .flatten()
        .and_then(|scope| ty.display_source_code(db, scope.module().into(), false).ok())
        // An `impl Trait` argument's type prints as `impl Trait` but cannot be written where
        // a rewrite would put a type (a `let` annotation, a turbofish).
        .filter(|text| !text.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "impl"));
    TypeInfo { ty: engine_ty, text }
}

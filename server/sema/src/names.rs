//! A patch's names looked up by name rather than by path: the one item of std (or of the
//! crate graph) that bears a bare name, why a name names nothing at the patch's fixed place,
//! and whether std's methods of a name are const. Each walks import maps or module trees, so
//! each is asked only where a path did not resolve, or for a call a rewrite adds.

use ra_ap_hir::{AssocItem, Crate, ModuleDef};
use ra_ap_syntax::TextRange;
use sema_api::{Ns, Unresolved};

use crate::answer::{Ctx, is_std_crate, parse_path, segment_names};
use crate::convert::crate_name;

impl<'db> Ctx<'db> {
    /// Whether the standard library's methods called `name` may all (`Some(true)`) or none of
    /// them (`Some(false)`) be called in a const context on stable Rust; `None` when they
    /// differ or there is none. Walks every impl and trait of std's crates: asked only for a
    /// call a rewrite adds on code it adds, inside a const context.
    pub(crate) fn std_method_is_const(&self, name: &str) -> Option<bool> {
        let db = self.db;
        let (mut consts, mut others) = (0, 0);
        let mut judge = |f: ra_ap_hir::Function| {
            if f.name(db).as_str() == name && f.has_self_param(db) {
                if self.const_callable(f) {
                    consts += 1;
                } else {
                    others += 1;
                }
            }
        };
        for krate in Crate::all(db).into_iter().filter(|k| is_std_crate(&crate_name(db, *k))) {
            for module in krate.modules(db) {
                for imp in module.impl_defs(db) {
                    imp.items(db).into_iter().filter_map(as_fn).for_each(&mut judge);
                }
                for def in module.declarations(db) {
                    if let ModuleDef::Trait(t) = def {
                        t.items(db).into_iter().filter_map(as_fn).for_each(&mut judge);
                    }
                }
            }
        }
        match (consts, others) {
            (0, 0) => None,
            (_, 0) => Some(true),
            (0, _) => Some(false),
            _ => None,
        }
    }

    pub(crate) fn std_item_by_name(&self, krate: Crate, name: &str, ns: Ns) -> Option<ModuleDef> {
        match self.items_named(krate, name, ns, true).as_slice() {
            [one] => Some(*one),
            // `Entry`, `Ordering`, `Iter`: ambiguous, so not known.
            _ => None,
        }
    }

    /// The public items named `name` in the crates `krate` depends on (only the standard
    /// library's when `std_only`), in namespace `ns`, macros left out.
    fn items_named(&self, krate: Crate, name: &str, ns: Ns, std_only: bool) -> Vec<ModuleDef> {
        use ra_ap_hir::import_map::{AssocSearchMode, Query};
        let db = self.db;
        let query = Query::new(name.to_owned()).exact().case_sensitive().assoc_search_mode(AssocSearchMode::Exclude);
        let mut found: Vec<ModuleDef> = Vec::new();
        for (item, _) in krate.query_external_importables(db, query) {
            let def = item.either(|def| def, ModuleDef::Macro);
            if (ns == Ns::Type) != in_type_ns(&def) || matches!(def, ModuleDef::Macro(_)) {
                continue;
            }
            let from_std = def.module(db).is_some_and(|m| is_std_crate(&crate_name(db, m.krate(db))));
            if (from_std || !std_only) && !found.contains(&def) {
                found.push(def);
            }
        }
        found
    }

    /// The one item named `name` (namespace `ns`) among the public items of the crates `krate`
    /// depends on and the items of `krate` itself; `None` when none or several.
    pub(crate) fn graph_item_by_name(&self, krate: Crate, name: &str, ns: Ns) -> Option<ModuleDef> {
        match self.graph_items_named(krate, name, ns).as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    fn graph_items_named(&self, krate: Crate, name: &str, ns: Ns) -> Vec<ModuleDef> {
        let mut found = self.items_named(krate, name, ns, false);
        for own in self.own_items_named(krate, name, ns) {
            if !found.contains(&own) {
                found.push(own);
            }
        }
        found
    }

    /// Why the path `text` of a patch names nothing at its fixed place (see
    /// [`Self::resolve_text`]): its first segment names several items (of std, or of the
    /// graph), or none. `None` where the first segment is known there: past it
    /// (`std::io::ErrorKind::Other`, an associated item) the model may just not follow.
    pub(crate) fn why_unresolved(&self, text: &str, ns: Ns, at: TextRange) -> Option<Unresolved> {
        let path = parse_path(text, ns)?;
        let krate = self.scope_at(at)?.krate();
        let scope = self.root_scope(krate)?;
        let segments = segment_names(&path)?;
        let (first, rest) = segments.split_first()?;
        let first_ns = if rest.is_empty() { ns } else { Ns::Type };
        let names_a_crate =
            first == "crate" || Crate::all(self.db).into_iter().any(|k| crate_name(self.db, k) == *first);
        if names_a_crate || self.patch_item(&scope, std::slice::from_ref(first), first_ns).is_some() {
            return None;
        }
        // A lowercase first segment that names nothing is a crate this graph lacks
        // (`parking_lot::Mutex` without the dependency): no code here can name it either.
        if !rest.is_empty() && first.starts_with(|c: char| c.is_lowercase()) {
            return None;
        }
        let full_path = |def: &ModuleDef| {
            let krate = def.module(self.db)?.krate(self.db);
            let within = def.canonical_path(self.db, krate.edition(self.db))?;
            Some(format!("{}::{within}", crate_name(self.db, krate)))
        };
        // Std's own first: `Ordering` is ambiguous there whatever the dependencies hold.
        let mut items = self.items_named(krate, first, first_ns, true);
        if items.len() < 2 {
            items = self.graph_items_named(krate, first, first_ns);
        }
        if items.is_empty() {
            return Some(Unresolved::NamesNothing);
        }
        let mut candidates: Vec<String> = items.iter().filter_map(full_path).collect();
        candidates.sort();
        candidates.dedup();
        Some(Unresolved::Ambiguous { candidates })
    }

    /// The items of `krate` itself named `name` in namespace `ns`, in any of its modules.
    fn own_items_named(&self, krate: Crate, name: &str, ns: Ns) -> Vec<ModuleDef> {
        let db = self.db;
        let mut found = Vec::new();
        let mut modules = vec![krate.root_module(db)];
        while let Some(m) = modules.pop() {
            for def in m.declarations(db) {
                if let ModuleDef::Module(child) = def {
                    modules.push(child);
                }
                if in_type_ns(&def) == (ns == Ns::Type) && def.name(db).is_some_and(|n| n.as_str() == name) {
                    found.push(def);
                }
            }
        }
        found
    }
}

fn as_fn(item: AssocItem) -> Option<ra_ap_hir::Function> {
    match item {
        AssocItem::Function(f) => Some(f),
        _ => None,
    }
}

/// Whether `def` lives in the type namespace (a module, type or trait), not the value one.
fn in_type_ns(def: &ModuleDef) -> bool {
    matches!(
        def,
        ModuleDef::Module(_)
            | ModuleDef::Adt(_)
            | ModuleDef::Trait(_)
            | ModuleDef::TypeAlias(_)
            | ModuleDef::BuiltinType(_)
    )
}

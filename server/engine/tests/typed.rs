//! Typed metavariables, identifier expressions and resolved paths, on a semantic model given as
//! tables (the engine knows the model only through `engine::sema::FileSemantics`; the `sema`
//! crate's tests and `test-data/typed` run the same on rust-analyzer).

use engine::sema::{Borrow, Def, FileSemantics, ItemId, ItemKind, Ns, ReceiverPassing, Ty, TypeInfo};
use engine::{Edition, Engine, Given, TextRange};
use std::collections::HashMap;

/// Answers by the text of the code asked about.
#[derive(Default)]
struct Tables {
    text: String,
    types: HashMap<&'static str, Ty>,
    paths: HashMap<&'static str, Def>,
    methods: HashMap<&'static str, Def>,
    /// How method calls pass their receivers (as written, when not said).
    receivers: HashMap<&'static str, ReceiverPassing>,
    /// Patch paths (`std::mem::replace`) and what they name.
    patch_paths: HashMap<&'static str, Def>,
    /// The code whose type was asked, in order.
    asked: std::sync::Mutex<Vec<String>>,
}

impl FileSemantics for Tables {
    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        self.asked.lock().unwrap().push(self.text[range].to_owned());
        let ty = self.types.get(&self.text[range])?.clone();
        Some(TypeInfo { ty, text: None })
    }
    fn type_of_type(&self, _: TextRange) -> Option<TypeInfo> {
        None
    }
    fn resolve_path(&self, range: TextRange) -> Option<Def> {
        self.asked.lock().unwrap().push(format!("path {}", &self.text[range]));
        self.paths.get(&self.text[range]).cloned()
    }
    fn resolve_method(&self, range: TextRange) -> Option<Def> {
        self.asked.lock().unwrap().push(format!("method {}", &self.text[range]));
        self.methods.get(&self.text[range]).cloned()
    }
    fn resolve_text(&self, path: &str, _: Ns, _: TextRange) -> Option<Def> {
        self.patch_paths.get(path).cloned()
    }
    fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing> {
        let call = &self.text[range];
        self.methods.contains_key(call).then(|| self.receivers.get(call).copied().unwrap_or(ReceiverPassing::AS_IS))
    }
}

fn adt(id: &str, args: Vec<Ty>) -> Ty {
    Ty::Adt { id: ItemId(id.into()), args }
}

fn item(id: &str, kind: ItemKind) -> Def {
    Def::Item { id: ItemId(id.into()), kind, trait_item: None }
}

fn run(patch: &str, tables: &Tables) -> engine::Outcome {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let engine = Engine::new(&parsed.patch);
    assert!(engine.needs_semantics());
    engine.apply_given(&tables.text, Edition::Edition2021, Given { sema: Some(tables), ..Given::default() })
}

const IS_EMPTY: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";

#[test]
fn a_typed_metavariable_matches_only_its_type() {
    let mut t = Tables {
        text:
            "fn f(a: Vec<u8>, b: Queue, c: T, d: &Vec<u8>) { a.len() == 0; b.len() == 0; c.len() == 0; d.len() == 0; }"
                .into(),
        ..Tables::default()
    };
    t.types.insert("a", adt("alloc::vec::Vec", vec![Ty::Prim("u8".into())]));
    t.types.insert("b", adt("my::Queue", vec![]));
    t.types.insert("c", Ty::Param("T".into()));
    t.types
        .insert("d", Ty::Ref { mutable: false, inner: Box::new(adt("alloc::vec::Vec", vec![Ty::Prim("u8".into())])) });
    t.patch_paths.insert("Vec", item("alloc::vec::Vec", ItemKind::Struct));
    let out = run(IS_EMPTY, &t);
    // `a` is a Vec, `d` a reference to one (receivers auto-dereference); `b` is another type,
    // `c` a generic parameter: never rewritten on a guess.
    assert_eq!(
        out.text,
        "fn f(a: Vec<u8>, b: Queue, c: T, d: &Vec<u8>) { a.is_empty(); b.len() == 0; c.len() == 0; d.is_empty(); }"
    );
    assert_eq!(out.unknown_types, 0, "a generic parameter is known: it is not a Vec");
}

#[test]
fn unknown_types_are_skipped_and_counted() {
    let mut t = Tables { text: "fn f() { x.len() == 0; y.len() == 0; }".into(), ..Tables::default() };
    t.types.insert("x", Ty::Unknown);
    t.patch_paths.insert("Vec", item("alloc::vec::Vec", ItemKind::Struct));
    let out = run(IS_EMPTY, &t);
    assert!(!out.changed);
    assert_eq!(out.unknown_types, 2, "x's type is unknown, y has none at all");
}

#[test]
fn types_are_asked_only_where_the_rest_of_the_pattern_matches() {
    // `0` never matches `b.len()`: the type of `a` cannot matter there, and asking it could
    // load a model (or count a skipped candidate) for nothing.
    let mut t =
        Tables { text: "fn f() { a.len() == b.len(); c.len() == 0; d.len() == 0; }".into(), ..Tables::default() };
    t.types.insert("c", adt("alloc::vec::Vec", vec![Ty::Prim("u8".into())]));
    t.types.insert("d", Ty::Unknown);
    t.patch_paths.insert("Vec", item("alloc::vec::Vec", ItemKind::Struct));
    let out = run(IS_EMPTY, &t);
    assert_eq!(out.text, "fn f() { a.len() == b.len(); c.is_empty(); d.len() == 0; }");
    let asked = t.asked.lock().unwrap();
    assert!(asked.iter().all(|a| a == "c" || a == "d") && asked.len() >= 2, "{asked:?}");
    assert_eq!(out.unknown_types, 1, "only d is a candidate");
}

#[test]
fn a_branch_that_fits_only_on_trust_does_not_hide_the_next() {
    // The first branch fits `s` only if its type is taken on trust; then the second `v` fails.
    // Matched for real, `s` is no Vec and the second branch takes it: the first try, on trust,
    // must not have given up at the first branch.
    let patch = "@@\nexpression Vec<_> v;\nexpression e;\n@@\n- f(\\(v \\| e\\), v)\n+ g(e, v)\n";
    let mut t = Tables { text: "fn h() { f(s, a); f(a, a); }".into(), ..Tables::default() };
    t.types.insert("s", adt("alloc::string::String", vec![]));
    t.types.insert("a", adt("alloc::vec::Vec", vec![Ty::Prim("u8".into())]));
    t.patch_paths.insert("Vec", item("alloc::vec::Vec", ItemKind::Struct));
    let out = run(patch, &t);
    // `f(a, a)`: the first branch matches, binding no `e`: not rewritten into `g(, a)`.
    assert!(out.text.starts_with("fn h() { g(s, a); "), "{} {:?}", out.text, out.problems);
}

#[test]
fn alternatives_references_and_type_metavariables() {
    let mut t = Tables { text: "fn f() { g(s); g(r); g(n); }".into(), ..Tables::default() };
    t.types.insert("s", adt("alloc::string::String", vec![]));
    t.types.insert("r", Ty::Ref { mutable: false, inner: Box::new(Ty::Prim("str".into())) });
    t.types.insert("n", Ty::Prim("u32".into()));
    t.patch_paths.insert("String", item("alloc::string::String", ItemKind::Struct));
    let out = run("@@\nexpression {String, &str} e;\n@@\n- g(e)\n+ h(e)\n", &t);
    assert_eq!(out.text, "fn f() { h(s); h(r); g(n); }");

    let mut t = Tables { text: "fn f() { take(v); take(w); }".into(), ..Tables::default() };
    t.types.insert("v", adt("alloc::vec::Vec", vec![adt("alloc::string::String", vec![])]));
    t.types.insert("w", adt("alloc::vec::Vec", vec![Ty::Unknown]));
    t.patch_paths.insert("Vec", item("alloc::vec::Vec", ItemKind::Struct));
    let out = run("@@\ntype T;\nexpression Vec<T> v;\n@@\n- take(v)\n+ take::<T>(v)\n", &t);
    // T binds the element type; an unknown element type binds nothing.
    assert_eq!(out.text, "fn f() { take::<String>(v); take(w); }");
}

#[test]
fn identifier_expressions_name_variables() {
    let mut t =
        Tables { text: "fn f() { use_it(x); use_it(LIMIT); use_it(g()); use_it(y); }".into(), ..Tables::default() };
    t.paths.insert("x", Def::Local { decl: TextRange::default(), param: false });
    t.paths.insert("LIMIT", item("my::LIMIT", ItemKind::Const));
    t.paths.insert("y", item("my::y", ItemKind::Fn));
    let any = run("@@\nidexpression e;\n@@\n- use_it(e)\n+ keep(e)\n", &t);
    assert_eq!(any.text, "fn f() { keep(x); keep(LIMIT); use_it(g()); use_it(y); }");
    let local = run("@@\nlocal idexpression e;\n@@\n- use_it(e)\n+ keep(e)\n", &t);
    assert_eq!(local.text, "fn f() { keep(x); use_it(LIMIT); use_it(g()); use_it(y); }");
}

#[test]
fn paths_match_by_what_they_name() {
    let mut t = Tables {
        text: "fn f() { mem::replace(a, b); replace(c, d); swap_out(e, g); std::mem::replace(h, i); }".into(),
        ..Tables::default()
    };
    let std_replace = item("core::mem::replace", ItemKind::Fn);
    t.paths.insert("mem::replace", std_replace.clone());
    t.paths.insert("replace", item("my::replace", ItemKind::Fn));
    t.paths.insert("swap_out", std_replace.clone());
    t.paths.insert("std::mem::replace", std_replace.clone());
    t.patch_paths.insert("std::mem::replace", std_replace);
    let out = run("@@\nexpression a, b;\n@@\n- std::mem::replace(a, b)\n+ std::mem::take(a)\n", &t);
    // The local fn named `replace` is not std's; added paths are written as the code wrote
    // the path they matched (`mem::`).
    assert_eq!(out.text, "fn f() { mem::take(a); replace(c, d); std::mem::take(e); std::mem::take(h); }");
}

#[test]
fn paths_are_resolved_only_where_the_rest_of_the_pattern_matches() {
    let mut t = Tables { text: "fn f() { mem::replace(a); std::mem::replace(b, c); }".into(), ..Tables::default() };
    let std_replace = item("core::mem::replace", ItemKind::Fn);
    t.paths.insert("mem::replace", std_replace.clone());
    t.patch_paths.insert("std::mem::replace", std_replace);
    let out = run("@@\nexpression a, b;\n@@\n- std::mem::replace(a, b)\n+ std::mem::take(a)\n", &t);
    assert_eq!(out.text, "fn f() { mem::replace(a); std::mem::take(b); }");
    // One argument never matches two: `mem::replace` there is not resolved; the other call
    // writes the path as the patch does.
    assert_eq!(*t.asked.lock().unwrap(), Vec::<String>::new());
}

#[test]
fn trait_methods_match_impls_and_method_calls() {
    let mut t = Tables {
        text: "fn f() { let a = String::default(); let b = Default::default(); let n = it.nth(0); }".into(),
        ..Tables::default()
    };
    let default = item("core::default::Default::default", ItemKind::Fn);
    t.paths.insert(
        "String::default",
        Def::Item {
            id: ItemId("<alloc::string::String as core::default::Default>::default".into()),
            kind: ItemKind::Fn,
            trait_item: Some(ItemId("core::default::Default::default".into())),
        },
    );
    t.paths.insert("Default::default", default.clone());
    t.patch_paths.insert("Default::default", default);
    let out = run("@@\n@@\n- Default::default()\n+ Fresh::new()\n", &t);
    assert_eq!(out.text, "fn f() { let a = Fresh::new(); let b = Fresh::new(); let n = it.nth(0); }");

    let nth = item("core::iter::traits::iterator::Iterator::nth", ItemKind::Fn);
    t.methods.insert("it.nth(0)", nth.clone());
    t.patch_paths.insert("Iterator::nth", nth);
    let out = run("@@\nexpression e;\n@@\n- Iterator::nth(e, 0)\n+ e.next()\n", &t);
    assert_eq!(out.text, "fn f() { let a = String::default(); let b = Default::default(); let n = it.next(); }");
}

#[test]
fn method_calls_of_another_name_or_shape_are_not_asked_about() {
    // `s.replace(..)` cannot call `Iterator::nth`; `it.nth(1)` may, but `0` never matches `1`.
    let mut t = Tables { text: "fn f() { s.replace(a, b); it.nth(1); it.nth(0); }".into(), ..Tables::default() };
    let nth = item("core::iter::traits::iterator::Iterator::nth", ItemKind::Fn);
    t.methods.insert("it.nth(0)", nth.clone());
    t.methods.insert("it.nth(1)", nth.clone());
    t.patch_paths.insert("Iterator::nth", nth);
    let out = run("@@\nexpression e;\n@@\n- Iterator::nth(e, 0)\n+ e.next()\n", &t);
    assert_eq!(out.text, "fn f() { s.replace(a, b); it.nth(1); it.next(); }");
    let asked = t.asked.lock().unwrap();
    assert!(asked.iter().all(|a| a.ends_with("it.nth(0)")), "{asked:?}");
}

#[test]
fn a_path_call_pattern_sees_the_receiver_as_the_method_call_passes_it() {
    let mut t = Tables {
        text: "fn f(mut it: I, mut b: B) { let n = it.nth(0); let m = b.nth(1); }".into(),
        ..Tables::default()
    };
    let nth = item("core::iter::traits::iterator::Iterator::nth", ItemKind::Fn);
    t.methods.insert("it.nth(0)", nth.clone());
    t.methods.insert("b.nth(1)", nth.clone());
    t.patch_paths.insert("Iterator::nth", nth);
    t.receivers.insert("it.nth(0)", ReceiverPassing { derefs: 0, borrow: Some(Borrow::Mut) });
    t.receivers.insert("b.nth(1)", ReceiverPassing { derefs: 1, borrow: Some(Borrow::Mut) });
    // `e` is what the call passes: `&mut it`, parenthesized as a receiver.
    let out = run("@@\nexpression e, i;\n@@\n- Iterator::nth(e, i)\n+ e.skip(i).next()\n", &t);
    assert_eq!(
        out.text,
        "fn f(mut it: I, mut b: B) { let n = (&mut it).skip(0).next(); let m = (&mut *b).skip(1).next(); }"
    );
    let out = run("@@\nexpression e, i;\n@@\n- Iterator::nth(e, i)\n+ Iterator::next(e)\n", &t);
    assert_eq!(
        out.text,
        "fn f(mut it: I, mut b: B) { let n = Iterator::next(&mut it); let m = Iterator::next(&mut *b); }"
    );
    // An explicit `&mut x` in the pattern is the borrow the call makes; `&x` is not.
    let out = run("@@\nexpression x, i;\n@@\n- Iterator::nth(&mut x, i)\n+ x.get(i)\n", &t);
    assert_eq!(out.text, "fn f(mut it: I, mut b: B) { let n = it.get(0); let m = b.nth(1); }");
    let out = run("@@\nexpression x, i;\n@@\n- Iterator::nth(&x, i)\n+ x.get(i)\n", &t);
    assert_eq!(out.text, "fn f(mut it: I, mut b: B) { let n = it.nth(0); let m = b.nth(1); }");
    // The receiver is re-emitted as written, spaces and all.
    let mut spaced = Tables { text: "fn f(mut it: I) { let n = (it as I).nth(0); }".into(), ..Tables::default() };
    let nth = item("core::iter::traits::iterator::Iterator::nth", ItemKind::Fn);
    spaced.methods.insert("(it as I).nth(0)", nth.clone());
    spaced.patch_paths.insert("Iterator::nth", nth);
    spaced.receivers.insert("(it as I).nth(0)", ReceiverPassing { derefs: 0, borrow: Some(Borrow::Mut) });
    let out = run("@@\nexpression e, i;\n@@\n- Iterator::nth(e, i)\n+ Iterator::next(e)\n", &spaced);
    assert_eq!(out.text, "fn f(mut it: I) { let n = Iterator::next(&mut (it as I)); }");
    // A call whose passing the model cannot tell is not matched.
    t.methods.remove("it.nth(0)");
    let out = run("@@\nexpression e, i;\n@@\n- Iterator::nth(e, i)\n+ Iterator::next(e)\n", &t);
    assert_eq!(out.text, "fn f(mut it: I, mut b: B) { let n = it.nth(0); let m = Iterator::next(&mut *b); }");
}

#[test]
fn a_method_pattern_matches_the_same_call_written_as_a_path_call() {
    let mut t = Tables { text: "fn f() { Vec::len(&v); Other::len(&v); }".into(), ..Tables::default() };
    t.paths.insert("Vec::len", item("alloc::vec::Vec::len", ItemKind::Fn));
    t.paths.insert("Other::len", item("my::Other::len", ItemKind::Const));
    let parsed = smpl::parse_patch("@@\nexpression e;\n@@\n- e.len()\n+ count(e)\n");
    let engine = Engine::new(&parsed.patch);
    let out = engine.apply_given(&t.text, Edition::Edition2021, Given { sema: Some(&t), ..Given::default() });
    assert_eq!(out.text, "fn f() { count(&v); Other::len(&v); }");
}

#[test]
fn without_a_model_typed_patterns_match_nothing_and_paths_compare_as_text() {
    let parsed = smpl::parse_patch(IS_EMPTY);
    let out = Engine::new(&parsed.patch).apply("fn f(a: Vec<u8>) { a.len() == 0; }", Edition::Edition2021);
    assert!(!out.changed);
    assert_eq!(out.unknown_types, 1);
    let parsed = smpl::parse_patch("@@\nexpression a, b;\n@@\n- std::mem::replace(a, b)\n+ take(a)\n");
    let out = Engine::new(&parsed.patch)
        .apply("fn f() { std::mem::replace(x, y); mem::replace(x, y); }", Edition::Edition2021);
    assert_eq!(out.text, "fn f() { take(x); mem::replace(x, y); }");
}

//! Types and resolutions of a small Cargo package using std, as the engine asks for them.
//! One package is loaded once for all tests here (the tests run on several threads at once,
//! which is also how the CLI asks).

mod common;

use std::sync::LazyLock;

use common::{Fixture, at, nth, within};
use sema::{SemaFile, SemanticModel};
use sema_api::{Def, FileSemantics, ItemId, ItemKind, Ns, Ty};

const LIB: &str = r#"//! A fixture for the semantic layer's tests.
use std::mem;
use std::mem::replace as swap_out;

pub struct Wrapper {
    items: Vec<u8>,
}

impl Wrapper {
    pub fn len(&self) -> usize {
        self.items.len()
    }
}

pub type Bytes = Vec<u8>;

pub trait Shape {
    fn area(&self) -> f64;
}

pub fn types(names: Vec<String>, bytes: &Vec<u8>, boxed: Option<Box<u32>>, borrowed: Option<&u32>, alias: Bytes) {
    let t_names = names;
    let t_bytes = bytes;
    let t_boxed = boxed;
    let t_borrowed = borrowed;
    let t_alias = alias;
    let t_tuple = (1u8, 'c');
    let t_array = [0u16; 4];
    let t_slice = &t_array[..];
    let t_closure = |x: u32| x + 1;
    let t_unknown = does_not_exist();
    let t_unit = ();
}

pub fn generic<T: Clone>(value: T, items: Vec<T>) -> impl Iterator<Item = T> {
    let g_value = value;
    let g_items = items;
    g_items.into_iter()
}

pub fn opaque(shape: &dyn Shape, it: impl Iterator<Item = u8>) {
    let o_dyn = shape;
    let o_impl = it;
}

fn replace(a: u8) -> u8 {
    a
}

pub fn paths(mut a: String, b: String) {
    let _p1 = mem::replace(&mut a, b);
    let _p2 = swap_out(&mut a, String::new());
    let _p3 = replace(1);
    let _p4 = std::mem::replace(&mut a, String::new());
    let _p5 = Vec::<u8>::new();
    let _p6: String = Default::default();
    let _p7 = String::default();
}

pub fn methods(w: Wrapper, v: Vec<u8>, mut it: std::vec::IntoIter<u8>) {
    let _m1 = w.len();
    let _m2 = v.len();
    let _m3 = it.nth(0);
    let _m4 = Iterator::nth(&mut it, 1);
    let _m5 = v.clone();
}

pub fn owners(rc: std::rc::Rc<u8>, v: Vec<u8>, o: Option<&u8>) {
    let _o1 = rc.clone();
    let _o2 = v.clone();
    let _o3 = String::from("x");
    let _o4 = v.contains(&1);
    let _o5 = o.copied();
}

pub fn generic_iter<I: Iterator<Item = u8>>(mut it: I) {
    let _m6 = it.nth(2);
}

pub fn bound_in_macro(o: Option<u8>) -> bool {
    matches!(o, Some(inner) if inner > 0)
}

pub fn macros(v: Vec<String>) {
    println!("{} {}", v.len(), v[0]);
    assert!(v.is_empty());
    assert_eq!(v.len(), 0);
}

macro_rules! lookup {
    ($m:expr, $k:expr) => {
        $m.get($k).copied().unwrap_or_default()
    };
}

macro_rules! twice {
    ($c:expr) => {
        ($c.clone(), $c.clone())
    };
}

macro_rules! none_left {
    ($($e:expr),*) => {
        true $(&& $e.len() == 0)*
    };
}

macro_rules! never_called {
    ($x:expr) => {
        $x.len() + 1
    };
}

pub fn transcribed(m: &std::collections::HashMap<u8, u8>, n: std::collections::HashMap<u8, u8>) -> u8 {
    let _ = (twice!(vec![1u8]), twice!(String::new()), none_left!(vec![1u8], vec![2u8]));
    lookup!(m, &1) + lookup!(n, &2)
}
"#;

struct Shared {
    _fixture: Fixture,
    model: SemanticModel,
    file: SemaFile,
}

static SHARED: LazyLock<Shared> = LazyLock::new(|| {
    let fixture = Fixture::package("fixture", LIB);
    let model = SemanticModel::new([fixture.root()]);
    let file = model.file(fixture.path("src/lib.rs"), LIB);
    Shared { _fixture: fixture, model, file }
});

fn file() -> &'static SemaFile {
    &SHARED.file
}

fn adt(id: &str, args: Vec<Ty>) -> Ty {
    Ty::Adt { id: ItemId(id.to_owned()), args }
}

fn prim(p: &str) -> Ty {
    Ty::Prim(p.to_owned())
}

fn shared_ref(t: Ty) -> Ty {
    Ty::Ref { mutable: false, inner: Box::new(t) }
}

/// The type of the initializer of `let {name} = ..;`, and its text.
fn type_of_let(name: &str) -> (Ty, Option<String>) {
    let head = format!("let {name} = ");
    let start = at(LIB, &head).end();
    let len = LIB[usize::from(start)..].find(";\n").unwrap();
    let range = ra_ap_syntax::TextRange::at(start, ra_ap_syntax::TextSize::from(len as u32));
    let info = file().type_of_expr(range).unwrap_or_else(|| panic!("no type for {}", &LIB[range]));
    (info.ty, info.text)
}

fn item(def: Option<Def>) -> (String, Option<String>) {
    match def {
        Some(Def::Item { id, trait_item, .. }) => (id.0, trait_item.map(|t| t.0)),
        other => panic!("not an item: {other:?}"),
    }
}

#[test]
fn loading_reports_one_cargo_workspace_with_std() {
    let _ = file().type_of_expr(at(LIB, "names"));
    let reports = SHARED.model.load_reports();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].kind, "cargo");
    assert!(reports[0].has_std, "rust-src is needed for these tests");
    assert!(SHARED.model.take_messages().is_empty());
}

#[test]
fn std_containers_are_typed_with_their_arguments() {
    let string = adt("alloc::string::String", vec![]);
    let (ty, text) = type_of_let("t_names");
    assert_eq!(ty, adt("alloc::vec::Vec", vec![string]));
    assert_eq!(text.as_deref(), Some("Vec<String>"));

    let (ty, text) = type_of_let("t_bytes");
    assert_eq!(ty, shared_ref(adt("alloc::vec::Vec", vec![prim("u8")])));
    assert_eq!(text.as_deref(), Some("&Vec<u8>"));
}

#[test]
fn option_of_box_differs_from_option_of_ref() {
    let (boxed, _) = type_of_let("t_boxed");
    let (borrowed, _) = type_of_let("t_borrowed");
    assert_eq!(boxed, adt("core::option::Option", vec![adt("alloc::boxed::Box", vec![prim("u32")])]));
    assert_eq!(borrowed, adt("core::option::Option", vec![shared_ref(prim("u32"))]));
}

#[test]
fn a_type_alias_is_the_aliased_type() {
    let (ty, _) = type_of_let("t_alias");
    assert_eq!(ty, adt("alloc::vec::Vec", vec![prim("u8")]));
    // The alias written in the signature, asked as a type.
    let info = file().type_of_type(within(LIB, "alias: Bytes", "Bytes")).unwrap();
    assert_eq!(info.ty, adt("alloc::vec::Vec", vec![prim("u8")]));
    let info = file().type_of_type(within(LIB, "bytes: &Vec<u8>", "&Vec<u8>")).unwrap();
    assert_eq!(info.ty, shared_ref(adt("alloc::vec::Vec", vec![prim("u8")])));
}

#[test]
fn tuples_arrays_slices_and_unit() {
    assert_eq!(type_of_let("t_tuple").0, Ty::Tuple(vec![prim("u8"), prim("char")]));
    assert_eq!(type_of_let("t_array").0, Ty::Array(Box::new(prim("u16")), Some("4".to_owned())));
    assert_eq!(type_of_let("t_slice").0, shared_ref(Ty::Slice(Box::new(prim("u16")))));
    assert_eq!(type_of_let("t_unit").0, Ty::Tuple(vec![]));
}

#[test]
fn generic_parameters_are_params_and_known_containers_of_them_are_known() {
    assert_eq!(type_of_let("g_value").0, Ty::Param("T".to_owned()));
    assert_eq!(type_of_let("g_items").0, adt("alloc::vec::Vec", vec![Ty::Param("T".to_owned())]));
}

#[test]
fn dyn_impl_and_closures_are_opaque() {
    let (dyn_ty, text) = type_of_let("o_dyn");
    assert!(matches!(&dyn_ty, Ty::Ref { inner, .. } if matches!(**inner, Ty::Opaque(_))), "{dyn_ty:?}");
    // rust-analyzer writes the implied lifetime bound out.
    assert_eq!(text.as_deref(), Some("&(dyn Shape + 'static)"));
    let (impl_ty, text) = type_of_let("o_impl");
    assert!(matches!(impl_ty, Ty::Opaque(_)), "{impl_ty:?}");
    assert_eq!(text, None, "an impl Trait argument's type cannot be written");
    let (closure, text) = type_of_let("t_closure");
    assert!(matches!(closure, Ty::Opaque(_)), "{closure:?}");
    assert_eq!(text, None);
}

#[test]
fn unknown_code_has_an_unknown_type() {
    let (ty, text) = type_of_let("t_unknown");
    assert_eq!(ty, Ty::Unknown);
    assert_eq!(text, None, "an unknown type cannot be written");
    assert!(ty.has_unknown());
}

#[test]
fn ranges_that_are_not_exactly_an_expression_get_no_answer() {
    // Half of `names` and a range past the end.
    assert_eq!(file().type_of_expr(within(LIB, "let t_names = names;", "ames")), None);
    let end = at(LIB, "assert_eq!").end() + ra_ap_syntax::TextSize::from(100_000);
    assert_eq!(file().type_of_expr(ra_ap_syntax::TextRange::empty(end)), None);
}

#[test]
fn a_std_path_is_the_same_item_however_it_is_written() {
    let written = file().resolve_text("std::mem::replace", Ns::Value, at(LIB, "_p1")).unwrap();
    assert_eq!(item(Some(written.clone())).0, "core::mem::replace");
    let via_module = file().resolve_path(within(LIB, "mem::replace(&mut a, b)", "mem::replace"));
    assert!(written.same_item(via_module.as_ref().unwrap()), "{via_module:?}");
    let via_alias = file().resolve_path(within(LIB, "swap_out(&mut a", "swap_out")).unwrap();
    assert!(written.same_item(&via_alias), "{via_alias:?}");
    let absolute = file().resolve_path(within(LIB, "std::mem::replace(&mut a, String", "std::mem::replace")).unwrap();
    assert!(written.same_item(&absolute));
    // A patch's names resolve in the patch's fixed place, not in the code's scope: the file's
    // alias names nothing there (such code is compared as written).
    assert_eq!(file().resolve_text("swap_out", Ns::Value, at(LIB, "_p2")), None);
}

#[test]
fn a_local_fn_named_like_a_std_fn_is_another_item() {
    let written = file().resolve_text("std::mem::replace", Ns::Value, at(LIB, "_p3")).unwrap();
    let local = file().resolve_path(within(LIB, "replace(1)", "replace")).unwrap();
    assert_eq!(item(Some(local.clone())).0, "fixture::replace");
    assert!(!written.same_item(&local));
    // Written in a patch, `replace` is not the file's local fn, even where the code is in
    // its scope: a patch means the same in every module.
    let text = file().resolve_text("replace", Ns::Value, at(LIB, "_p3"));
    assert!(!text.as_ref().is_some_and(|t| t.same_item(&local)), "{text:?}");
    // `crate::replace` names it.
    let own = file().resolve_text("crate::replace", Ns::Value, at(LIB, "_p3")).unwrap();
    assert!(own.same_item(&local));
}

#[test]
fn hash_map_resolves_where_the_file_does_not_import_it() {
    let by_name = file().resolve_text("HashMap", Ns::Type, at(LIB, "_p1")).unwrap();
    let by_path = file().resolve_text("std::collections::HashMap", Ns::Type, at(LIB, "_p1")).unwrap();
    assert_eq!(by_name, by_path);
    assert!(matches!(by_name, Def::Item { kind: ItemKind::Struct, .. }), "{by_name:?}");
    let (id, _) = item(Some(by_name));
    assert!(id.starts_with("std::collections::"), "{id}");
    assert!(id.ends_with("::HashMap"), "{id}");
}

#[test]
fn associated_fns_written_in_a_patch_match_the_calls() {
    let written = file().resolve_text("Vec::new", Ns::Value, at(LIB, "_p5")).unwrap();
    let code = file().resolve_path(within(LIB, "Vec::<u8>::new()", "Vec::<u8>::new")).unwrap();
    assert!(written.same_item(&code), "{written:?} vs {code:?}");
    assert_eq!(item(Some(code)).0, "alloc::vec::Vec::new");
}

#[test]
fn default_default_resolves_to_the_impl_with_the_trait_item() {
    let trait_fn = file().resolve_text("Default::default", Ns::Value, at(LIB, "_p6")).unwrap();
    assert!(matches!(trait_fn, Def::Item { kind: ItemKind::Fn, .. }));
    assert_eq!(item(Some(trait_fn.clone())), ("core::default::Default::default".to_owned(), None));
    let call = file().resolve_path(within(LIB, "Default::default()", "Default::default")).unwrap();
    let (id, trait_item) = item(Some(call.clone()));
    assert_eq!(trait_item.as_deref(), Some("core::default::Default::default"), "{id}");
    assert!(trait_fn.same_item(&call));
    let string_default = file().resolve_path(within(LIB, "String::default()", "String::default")).unwrap();
    assert_eq!(string_default, call, "both are String's impl");
    // Written with its type, it is that type's impl and not the trait's item: it must not
    // match `T::default()` in generic code.
    let written = file().resolve_text("String::default", Ns::Value, at(LIB, "_p7")).unwrap();
    assert!(written.same_item(&call));
    assert!(matches!(&written, Def::Item { trait_item: None, .. }), "{written:?}");
    assert!(!written.same_item(&trait_fn));
}

#[test]
fn a_trait_method_written_with_a_type_is_that_type_s_impl() {
    let rc_clone = file().resolve_text("Rc::clone", Ns::Value, at(LIB, "_o1")).unwrap();
    let on_rc = file().resolve_method(within(LIB, "rc.clone()", "rc.clone()")).unwrap();
    let on_vec = file().resolve_method(within(LIB, "_o2 = v.clone()", "v.clone()")).unwrap();
    assert!(rc_clone.same_item(&on_rc), "{rc_clone:?} vs {on_rc:?}");
    assert!(!rc_clone.same_item(&on_vec), "{rc_clone:?} vs {on_vec:?}");
    let qualified = file().resolve_text("<Vec<u8> as Clone>::clone", Ns::Value, at(LIB, "_o2")).unwrap();
    assert!(qualified.same_item(&on_vec));
    assert!(!qualified.same_item(&on_rc));
    // `String` has many `From` impls: the patch's `String::from` is any of them.
    let from = file().resolve_text("String::from", Ns::Value, at(LIB, "_o3")).unwrap();
    let call = file().resolve_path(within(LIB, "String::from(\"x\")", "String::from")).unwrap();
    assert!(from.same_item(&call), "{from:?} vs {call:?}");
}

#[test]
fn methods_of_slices_and_of_option_of_ref_resolve_from_patch_paths() {
    let contains = file().resolve_text("<[T]>::contains", Ns::Value, at(LIB, "_o4")).unwrap();
    let on_vec = file().resolve_method(within(LIB, "v.contains(&1)", "v.contains(&1)")).unwrap();
    assert_eq!(contains, on_vec);
    let copied = file().resolve_text("Option::copied", Ns::Value, at(LIB, "_o5")).unwrap();
    let call = file().resolve_method(within(LIB, "o.copied()", "o.copied()")).unwrap();
    assert_eq!(copied, call);
}

#[test]
fn method_calls_resolve_to_inherent_or_trait_methods() {
    let own_len = file().resolve_method(within(LIB, "w.len()", "w.len()")).unwrap();
    assert_eq!(item(Some(own_len.clone())).0, "fixture::Wrapper::len");
    let vec_len = file().resolve_method(within(LIB, "v.len()", "v.len()")).unwrap();
    assert_eq!(item(Some(vec_len.clone())).0, "alloc::vec::Vec::len");
    assert!(!own_len.same_item(&vec_len));
    // The patch's `Vec::len` is Vec's, not the custom type's.
    let written = file().resolve_text("Vec::len", Ns::Value, at(LIB, "_m1")).unwrap();
    assert!(written.same_item(&vec_len));
    assert!(!written.same_item(&own_len));

    let nth = file().resolve_text("Iterator::nth", Ns::Value, at(LIB, "_m3")).unwrap();
    let on_into_iter = file().resolve_method(within(LIB, "it.nth(0)", "it.nth(0)")).unwrap();
    assert!(nth.same_item(&on_into_iter), "{on_into_iter:?}");
    let ufcs = file().resolve_path(within(LIB, "Iterator::nth(&mut it", "Iterator::nth")).unwrap();
    assert!(nth.same_item(&ufcs), "{ufcs:?}");
    // On a generic `I: Iterator` only the trait's method is known: that is the id.
    let on_param = file().resolve_method(within(LIB, "it.nth(2)", "it.nth(2)")).unwrap();
    assert_eq!(on_param, nth);
}

#[test]
fn locals_and_params_resolve_to_their_declarations() {
    let use_site = file().resolve_path(within(LIB, "= names;", "names")).unwrap();
    let decl = within(LIB, "pub fn types(names", "names");
    assert_eq!(use_site, Def::Local { decl, param: true });
    let local = file().resolve_path(within(LIB, "g_items.into_iter()", "g_items")).unwrap();
    assert_eq!(local, Def::Local { decl: within(LIB, "let g_items", "g_items"), param: false });
    let generic = file().resolve_path(within(LIB, "value: T,", "T")).unwrap();
    assert_eq!(generic, Def::GenericParam("T".to_owned()));
}

#[test]
fn expressions_inside_macro_arguments_are_answered() {
    let len_in_println = within(LIB, r#"println!("{} {}", v.len(), v[0]);"#, "v.len()");
    let info = file().type_of_expr(len_in_println).unwrap();
    assert_eq!(info.ty, prim("usize"));
    let receiver = within(LIB, r#"println!("{} {}", v.len(), v[0]);"#, "v");
    let info = file().type_of_expr(receiver).unwrap();
    assert_eq!(info.ty, adt("alloc::vec::Vec", vec![adt("alloc::string::String", vec![])]));
    let method = file().resolve_method(len_in_println).unwrap();
    assert_eq!(item(Some(method)).0, "alloc::vec::Vec::len");

    let in_assert = within(LIB, "assert!(v.is_empty());", "v.is_empty()");
    assert_eq!(file().type_of_expr(in_assert).unwrap().ty, prim("bool"));
    let method = file().resolve_method(in_assert).unwrap();
    assert_eq!(item(Some(method)).0, "alloc::vec::Vec::is_empty");
    let receiver = within(LIB, "assert!(v.is_empty());", "v");
    assert_eq!(file().resolve_path(receiver), Some(Def::Local { decl: within(LIB, "macros(v", "v"), param: true }));

    let in_assert_eq = within(LIB, "assert_eq!(v.len(), 0);", "v.len()");
    assert_eq!(file().type_of_expr(in_assert_eq).unwrap().ty, prim("usize"));
}

#[test]
fn a_binding_written_in_macro_arguments_is_a_local() {
    let guard_use = file().resolve_path(within(LIB, "if inner > 0", "inner")).unwrap();
    let decl = within(LIB, "Some(inner) if", "inner");
    assert_eq!(guard_use, Def::Local { decl, param: false });
}

#[test]
fn answers_are_the_same_from_many_threads() {
    let ranges: Vec<_> = (0..3).map(|n| nth(LIB, "v.len()", n)).collect();
    let expected: Vec<_> = ranges.iter().map(|r| file().resolve_method(*r)).collect();
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                for _ in 0..20 {
                    let got: Vec<_> = ranges.iter().map(|r| file().resolve_method(*r)).collect();
                    assert_eq!(got, expected);
                }
            });
        }
    });
}

#[test]
fn a_transcriber_expression_has_the_type_every_call_gives_it() {
    let typed = |code: &str| file().type_in_transcriber(at(LIB, code)).map(|t| t.ty);
    // Both calls pass a map: `.get(..)` is an `Option<&u8>` in each expansion.
    let option_ref_u8 = adt("core::option::Option", vec![shared_ref(prim("u8"))]);
    assert_eq!(typed("$m.get($k)"), Ok(option_ref_u8));
    assert_eq!(typed("$m.get($k).copied().unwrap_or_default()"), Ok(prim("u8")));
    // A `Vec<u8>` in one call and a `String` in the other.
    let disagree = typed("$c.clone()").unwrap_err();
    assert!(disagree.contains("different types"), "{disagree}");
    // Code without calls, and code that is all the call's, have no type.
    let never = typed("$x.len()").unwrap_err();
    assert!(never.contains("never called"), "{never}");
    // A hole: what each call put there (a `&HashMap` and a `HashMap`: not one type).
    let hole = file().type_in_transcriber(nth(LIB, "$m", 1)).map(|t| t.ty).unwrap_err();
    assert!(hole.contains("different types"), "{hole}");
    assert!(file().type_in_transcriber(nth(LIB, "$c", 1)).is_err());
    // Code in a repetition: each occurrence of each call (here two, of one call). `==` is two
    // tokens in the token tree and one in the expansion.
    assert_eq!(typed("$e.len() == 0"), Ok(prim("bool")));
    let vec_u8 = adt("alloc::vec::Vec", vec![prim("u8")]);
    assert_eq!(file().type_in_transcriber(nth(LIB, "$e", 1)).map(|t| t.ty), Ok(vec_u8));
}

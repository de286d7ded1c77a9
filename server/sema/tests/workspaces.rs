//! Loading (lazily, lone files, failures, several workspaces), changes and diagnostics.

mod common;

use std::time::Instant;

use common::{Fixture, at, within};
use sema::{SemanticModel, Severity};
use sema_api::{Def, FileSemantics, ItemId, Ns, Ty};

#[test]
fn nothing_is_loaded_before_a_question() {
    let fixture = Fixture::package("lazy", "pub fn f() {}\n");
    let model = SemanticModel::new([fixture.root()]);
    let _file = model.file(fixture.path("src/lib.rs"), "pub fn f() {}\n");
    assert!(model.load_reports().is_empty());
    assert!(model.take_messages().is_empty());
}

#[test]
fn a_lone_file_is_its_own_crate_with_std() {
    let text = "fn main() {\n    let v: Vec<String> = Vec::new();\n    let n = v.len();\n}\n";
    let fixture = Fixture::lone_file("script.rs", text);
    let model = SemanticModel::new([fixture.path("script.rs")]);
    let file = model.file(fixture.path("script.rs"), text);
    let ty = file.type_of_expr(at(text, "Vec::new()")).expect("typed");
    assert_eq!(
        ty.ty,
        Ty::Adt {
            id: ItemId("alloc::vec::Vec".into()),
            args: vec![Ty::Adt { id: ItemId("alloc::string::String".into()), args: vec![] }],
        }
    );
    let len = file.resolve_method(at(text, "v.len()")).expect("resolved");
    assert!(matches!(len, Def::Item { id, .. } if id.0 == "alloc::vec::Vec::len"));
    let reports = model.load_reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kind, "lone file");
    assert!(reports[0].has_std);
}

#[test]
fn a_broken_manifest_is_reported_once_and_answers_are_unknown() {
    let text = "pub fn f() -> Vec<u8> { Vec::new() }\n";
    let fixture = Fixture::package("broken", text);
    std::fs::write(fixture.path("Cargo.toml"), "[package\nname = ").unwrap();
    let model = SemanticModel::new([fixture.root()]);
    let file = model.file(fixture.path("src/lib.rs"), text);
    assert_eq!(file.type_of_expr(at(text, "Vec::new()")), None);
    assert_eq!(file.resolve_path(at(text, "Vec::new")), None);
    assert_eq!(file.resolve_text("HashMap", Ns::Type, at(text, "Vec::new()")), None);
    let messages = model.take_messages();
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Cargo.toml"), "{}", messages[0]);
    // Cargo's own words, not the command line rust-analyzer ran.
    assert!(messages[0].contains("unclosed table"), "{}", messages[0]);
    assert!(!messages[0].contains("-Zunstable-options"), "{}", messages[0]);
    // Asked again through another handle: not tried again, not reported again.
    let again = model.file(fixture.path("src/lib.rs"), text);
    assert_eq!(again.type_of_expr(at(text, "Vec::new()")), None);
    assert!(model.take_messages().is_empty());
}

#[test]
fn workspaces_side_by_side_share_one_database_and_one_standard_library() {
    let a_text = "pub struct A;\npub fn a() -> A { A }\n";
    let b_text = "pub struct B;\npub fn b() -> Vec<B> { vec![B] }\n";
    let a = Fixture::package("first", a_text);
    let b = Fixture::package("second", b_text);
    let model = SemanticModel::new([a.root(), b.root()]);
    let fa = model.file(a.path("src/lib.rs"), a_text);
    let fb = model.file(b.path("src/lib.rs"), b_text);
    let ta = fa.type_of_expr(within(a_text, "{ A }", "A")).map(|t| t.ty);
    let tb = fb.type_of_expr(at(b_text, "vec![B]")).map(|t| t.ty);
    assert_eq!(ta, Some(Ty::Adt { id: ItemId("first::A".into()), args: vec![] }));
    let b_ty = Ty::Adt { id: ItemId("second::B".into()), args: vec![] };
    assert_eq!(tb, Some(Ty::Adt { id: ItemId("alloc::vec::Vec".into()), args: vec![b_ty] }));
    // One load for both, with one copy of the sysroot's crates: the graph of one workspace
    // and one crate more.
    let reports = model.load_reports();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(model.live_databases(), 1);
    let alone = SemanticModel::new([a.root()]);
    let _ = alone.file(a.path("src/lib.rs"), a_text).type_of_expr(within(a_text, "{ A }", "A"));
    assert_eq!(reports[0].crates, alone.load_reports()[0].crates + 1, "{reports:?}");
}

#[test]
fn files_of_two_workspaces_get_one_database_each_when_asked() {
    let a_text = "pub struct A;\npub fn a() -> A { A }\n";
    let b_text = "pub struct B;\npub fn b() -> B { B }\n";
    let a = Fixture::package("first", a_text);
    let b = Fixture::package("second", b_text);
    let model = SemanticModel::new([a.root(), b.root()]).with_batch(1);
    let fa = model.file(a.path("src/lib.rs"), a_text);
    let fb = model.file(b.path("src/lib.rs"), b_text);
    let ta = fa.type_of_expr(within(a_text, "{ A }", "A")).map(|t| t.ty);
    let tb = fb.type_of_expr(within(b_text, "{ B }", "B")).map(|t| t.ty);
    assert_eq!(ta, Some(Ty::Adt { id: ItemId("first::A".into()), args: vec![] }));
    assert_eq!(tb, Some(Ty::Adt { id: ItemId("second::B".into()), args: vec![] }));
    assert_eq!(model.load_reports().len(), 2);
}

/// Two packages whose folders are side by side, in path order.
fn two_in_path_order(a_text: &str, b_text: &str) -> (Fixture, Fixture) {
    let (x, y) = (Fixture::package("first", a_text), Fixture::package("second", b_text));
    if x.root() < y.root() { (x, y) } else { (y, x) }
}

#[test]
fn a_batch_takes_no_more_packages_than_its_cap() {
    let text = "pub struct A;\npub fn a() -> A { A }\n";
    let (a, b) = two_in_path_order(text, text);
    // Each package alone fills a cap of one: they load one after the other.
    let model = SemanticModel::new([a.root(), b.root()]).with_batch_packages(1);
    for fixture in [&a, &b] {
        let file = model.file(fixture.path("src/lib.rs"), text);
        assert!(file.type_of_expr(within(text, "{ A }", "A")).is_some());
    }
    assert_eq!(model.load_reports().len(), 2);
}

#[test]
fn the_database_of_workspaces_every_file_has_passed_is_dropped() {
    let text = "pub struct A;\npub fn a() -> A { A }\n";
    let (a, b) = two_in_path_order(text, text);
    let model = SemanticModel::new([a.root(), b.root()]).with_batch(1).with_path_order();
    let answer =
        |fixture: &Fixture| model.file(fixture.path("src/lib.rs"), text).type_of_expr(within(text, "{ A }", "A"));
    assert!(answer(&a).is_some());
    assert_eq!(model.live_databases(), 1);
    // A file of the workspace is left: it stays.
    model.passed(a.path("src/lib.rs"));
    assert_eq!(model.live_databases(), 1);
    // Every file before the other workspace's is done: it goes, before anything else loads.
    model.passed(b.path("src/lib.rs"));
    assert_eq!(model.live_databases(), 0);
    assert!(answer(&b).is_some());
    assert_eq!(model.live_databases(), 1);
}

#[test]
fn a_load_waits_while_another_thread_is_still_in_the_workspace_before() {
    let text = "pub struct A;\npub fn a() -> A { A }\n";
    let (a, b) = two_in_path_order(text, text);
    let model = SemanticModel::new([a.root(), b.root()]).with_batch(1).with_path_order();
    let in_a = model.file(a.path("src/lib.rs"), text);
    assert!(in_a.type_of_expr(within(text, "{ A }", "A")).is_some());
    std::thread::scope(|s| {
        let next = s.spawn(|| model.file(b.path("src/lib.rs"), text).type_of_expr(within(text, "{ A }", "A")));
        // Long enough for a load to start: none does while `a`'s file is not done.
        std::thread::sleep(std::time::Duration::from_secs(1));
        assert_eq!((model.now_loading(), model.load_reports().len()), (None, 1));
        drop(in_a);
        model.passed(b.path("src/lib.rs"));
        assert!(next.join().unwrap().is_some());
    });
    // One database at a time: `a`'s went before `b`'s loaded.
    assert_eq!((model.load_reports().len(), model.live_databases()), (2, 1));
}

#[test]
fn a_handle_for_other_text_puts_its_text_in_the_database() {
    let disk = "pub fn f(v: Vec<u8>) -> usize { v.len() }\n";
    let edited = "pub fn f(v: Vec<u8>) -> usize {\n    let w = v;\n    w.len()\n}\n";
    let fixture = Fixture::package("edited", disk);
    let model = SemanticModel::new([fixture.root()]);
    let file = model.file(fixture.path("src/lib.rs"), edited);
    let ty = file.type_of_expr(within(edited, "w.len()", "w")).map(|t| t.ty);
    assert!(matches!(ty, Some(Ty::Adt { ref id, .. }) if id.0 == "alloc::vec::Vec"), "{ty:?}");
    // The handle for the disk's text is now about a text the database does not hold.
    let stale = model.file(fixture.path("src/lib.rs"), disk);
    let _ = stale.type_of_expr(within(disk, "v.len()", "v"));
    // Whichever handle wrote last, no handle answers about text that is not its own: the
    // edited handle's answer (cached or not) is about the edited text's ranges only.
    let again = model.file(fixture.path("src/lib.rs"), edited);
    assert!(again.type_of_expr(within(edited, "w.len()", "w")).is_some());
}

#[test]
fn diagnostics_appear_after_a_change_that_breaks_the_code() {
    let good = "pub fn f(v: Vec<u8>) -> bool {\n    v.is_empty()\n}\n";
    let bad = "pub fn f(v: Vec<u8>) -> bool {\n    v.is_emptyy()\n}\n";
    let fixture = Fixture::package("verify", good);
    let model = SemanticModel::new([fixture.root()]);
    let path = fixture.path("src/lib.rs");
    let before = model.diagnostics(&path, good).expect("loaded");
    assert!(before.iter().all(|d| d.severity != Severity::Error), "{before:?}");
    let after = model.diagnostics(&path, bad).expect("loaded");
    let unresolved: Vec<_> = after.iter().filter(|d| d.code == "E0599").collect();
    assert_eq!(unresolved.len(), 1, "{after:?}");
    assert_eq!(unresolved[0].severity, Severity::Error);
    assert_eq!(&bad[unresolved[0].range], "is_emptyy");
    // And gone again when the text is back.
    let back = model.diagnostics(&path, good).expect("loaded");
    assert_eq!(back, before);
}

#[test]
fn diagnostics_cover_names_types_and_argument_counts() {
    let text = "pub struct S { pub a: u8 }\n\
                fn two(x: u8, y: u8) -> u8 { x + y }\n\
                pub fn f(s: S) -> u8 {\n\
                    let _n = nothing_here;\n\
                    let _f = s.b;\n\
                    let _t: u8 = \"text\";\n\
                    two(1)\n\
                }\n";
    let fixture = Fixture::package("diags", text);
    let model = SemanticModel::new([fixture.root()]);
    let found = model.diagnostics(fixture.path("src/lib.rs"), text).expect("loaded");
    let codes: Vec<(&str, &str)> = found.iter().map(|d| (d.code.as_str(), &text[d.range])).collect();
    eprintln!("{codes:?}");
    assert!(codes.contains(&("E0425", "nothing_here")), "{codes:?}");
    assert!(codes.iter().any(|(c, at)| *c == "E0559" || *c == "E0609" && at.contains('b')), "{codes:?}");
    assert!(codes.iter().any(|(c, _)| *c == "E0308"), "{codes:?}");
    assert!(codes.iter().any(|(c, _)| *c == "E0107" || *c == "E0061"), "{codes:?}");
}

#[test]
fn an_edit_is_applied_incrementally_and_typed_queries_see_it() {
    let before = "pub fn f() -> u32 {\n    let x = 1u32;\n    let y = vec![x];\n    y[0]\n}\n";
    let after = "pub fn f() -> u32 {\n    let x = 1u64 as u32;\n    let y = vec![x, x];\n    y[0]\n}\n";
    let fixture = Fixture::package("incremental", before);
    let model = SemanticModel::new([fixture.root()]);
    let path = fixture.path("src/lib.rs");
    let file = model.file(&path, before);
    let y = file.type_of_expr(within(before, "vec![x]", "vec![x]")).map(|t| t.ty);
    assert!(matches!(y, Some(Ty::Adt { ref id, .. }) if id.0 == "alloc::vec::Vec"), "{y:?}");
    let start = Instant::now();
    assert!(model.set_file_text(&path, after));
    let applied = start.elapsed();
    // The old handle's text is no longer the database's: it answers nothing.
    assert_eq!(file.type_of_expr(within(before, "= 1u32", "1u32")), None);
    let edited = model.file(&path, after);
    let start = Instant::now();
    let y = edited.type_of_expr(within(after, "vec![x, x]", "vec![x, x]")).map(|t| t.ty);
    eprintln!("change applied in {applied:?}, typed query after it: {:?}", start.elapsed());
    assert!(matches!(y, Some(Ty::Adt { ref id, .. }) if id.0 == "alloc::vec::Vec"), "{y:?}");
    let x = edited.type_of_expr(within(after, "1u64 as u32", "1u64")).map(|t| t.ty);
    assert_eq!(x, Some(Ty::Prim("u64".into())));
}

#[test]
fn broken_and_odd_code_never_panics() {
    let texts = [
        "fn f( { let x = ; x.",
        "impl<T> for {} fn ::<>() {}",
        "macro_rules! m { ($($t:tt)*) => { $($t)* $($t)* } }\nfn g() { m!(m!(1 + )) }",
        "fn f() { let v = vec![1, 2; 3]; v.iter().map(|x| x.).collect::<>() }",
        "type A = B; type B = A; fn f(a: A) { a.foo() }",
        "struct S<const N: usize>([u8; N]); fn f(s: S<{ 1 + }>) { s.0.len() }",
        "",
        "\u{feff}fn é() { \"unterminated }",
    ];
    let fixture = Fixture::package("broken_code", texts[0]);
    let model = SemanticModel::new([fixture.root()]);
    let path = fixture.path("src/lib.rs");
    for text in texts {
        let file = model.file(&path, text);
        let len = text.len() as u32;
        for start in (0..=len).step_by(3) {
            if !text.is_char_boundary(start as usize) {
                continue;
            }
            for end in [start, (start + 1).min(len), (start + 5).min(len), len] {
                if !text.is_char_boundary(end as usize) {
                    continue;
                }
                let range = ra_ap_syntax::TextRange::new(start.into(), end.into());
                let _ = file.type_of_expr(range);
                let _ = file.type_of_type(range);
                let _ = file.resolve_path(range);
                let _ = file.resolve_method(range);
                let _ = file.resolve_text("x", Ns::Value, range);
                let _ = file.resolve_text("std::::", Ns::Type, range);
            }
        }
        let _ = model.diagnostics(&path, text);
    }
    // Ranges far outside the text.
    let file = model.file(&path, texts[0]);
    let huge = ra_ap_syntax::TextRange::new(1_000_000.into(), 2_000_000.into());
    assert_eq!(file.type_of_expr(huge), None);
    assert_eq!(file.resolve_text("HashMap", Ns::Type, huge), None);
}

#[test]
fn a_path_with_no_database_answers_nothing() {
    let model = SemanticModel::new(["/nonexistent/folder"]);
    let file = model.file("/nonexistent/folder/x.rs", "fn f() {}");
    assert_eq!(file.type_of_expr(ra_ap_syntax::TextRange::new(0.into(), 2.into())), None);
    assert_eq!(model.diagnostics("/nonexistent/folder/x.rs", "fn f() {}"), None);
}

#[test]
fn a_file_no_target_reaches_is_unlinked_and_loads_nothing_more() {
    let text = "fn main() { let v: Vec<u8> = Vec::new(); }\n";
    let fixture = Fixture::package("with_stray", "pub fn f() {}\n");
    std::fs::create_dir(fixture.path("stray")).unwrap();
    std::fs::write(fixture.path("stray/orphan.rs"), text).unwrap();
    let model = SemanticModel::new([fixture.root()]);
    let file = model.file(fixture.path("stray/orphan.rs"), text);
    assert_eq!(file.type_of_expr(at(text, "Vec::new()")), None);
    let reports = model.load_reports();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].kind, "cargo");
}

#[test]
fn edits_while_other_threads_ask_neither_block_nor_answer_for_other_text() {
    let texts =
        ["pub fn f(v: Vec<u8>) -> usize {\n    v.len()\n}\n", "pub fn f(v: Vec<u16>) -> usize {\n    v.len()\n}\n"];
    let element = ["u8", "u16"];
    let fixture = Fixture::package("racing", texts[0]);
    let model = SemanticModel::new([fixture.root()]);
    let path = fixture.path("src/lib.rs");
    // Loaded before the race starts.
    assert!(model.file(&path, texts[0]).type_of_expr(within(texts[0], "v.len()", "v")).is_some());
    let answered = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for t in 0..3 {
            let (model, path, answered) = (&model, &path, &answered);
            s.spawn(move || {
                for i in 0..30 {
                    let which = (i + t) % 2;
                    let text = texts[which];
                    // A new handle for the other text puts its text in the database: the
                    // threads change the file under each other's questions.
                    let file = model.file(path, text);
                    let ty = file.type_of_expr(within(text, "v.len()", "v")).map(|t| t.ty);
                    if let Some(ty) = ty {
                        let expected = Ty::Adt {
                            id: ItemId("alloc::vec::Vec".into()),
                            args: vec![Ty::Prim(element[which].into())],
                        };
                        assert_eq!(ty, expected, "an answer about the other text");
                        answered.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
        for i in 0..20 {
            model.set_file_text(&path, texts[i % 2]);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    });
    // Some questions must have got through between the changes.
    assert!(answered.into_inner() > 0);
}

#[test]
fn two_packages_of_one_workspace_asked_at_once_load_it_once() {
    let root = Fixture::empty();
    let write = |rel: &str, text: &str| root.write(rel, text);
    write("Cargo.toml", "[workspace]\nmembers = [\"one\", \"two\"]\nresolver = \"2\"\n");
    for name in ["one", "two"] {
        write(
            &format!("{name}/Cargo.toml"),
            &format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
        );
        write(&format!("{name}/src/lib.rs"), "pub fn f(v: Vec<u8>) -> usize { v.len() }\n");
    }
    let text = "pub fn f(v: Vec<u8>) -> usize { v.len() }\n";
    let model = SemanticModel::new([root.root()]);
    std::thread::scope(|s| {
        for name in ["one", "two"] {
            let (model, root) = (&model, root.root());
            s.spawn(move || {
                let file = model.file(root.join(name).join("src/lib.rs"), text);
                assert!(file.resolve_method(at(text, "v.len()")).is_some(), "{name}");
            });
        }
    });
    assert_eq!(model.load_reports().len(), 1, "{:?}", model.load_reports());
}

#[test]
fn at_most_the_limit_of_databases_lives_and_a_dropped_one_loads_again() {
    let text = "pub fn f() -> usize {\n    let v: Vec<u8> = Vec::new();\n    v.len()\n}\n";
    let (a, b) = (Fixture::package("first", text), Fixture::package("second", text));
    let model = SemanticModel::new([a.root(), b.root()]).with_batch(1).with_max_live(1);
    let typed = |fixture: &Fixture| {
        let file = model.file(fixture.path("src/lib.rs"), text);
        file.type_of_expr(at(text, "Vec::new()")).is_some()
    };
    assert!(typed(&a));
    assert_eq!(model.live_databases(), 1);
    assert!(typed(&b), "the second workspace answers");
    assert_eq!(model.live_databases(), 1, "the first workspace's database was dropped");
    assert!(typed(&a), "the first workspace loads again when asked again");
    assert_eq!(model.live_databases(), 1);
    assert_eq!(model.load_reports().len(), 3);
    // Without a limit, both stay.
    let unlimited = SemanticModel::new([a.root(), b.root()]).with_batch(1);
    for fixture in [&a, &b] {
        assert!(unlimited.file(fixture.path("src/lib.rs"), text).type_of_expr(at(text, "Vec::new()")).is_some());
    }
    assert_eq!(unlimited.live_databases(), 2);
}

#[test]
fn a_database_a_file_is_bound_to_is_dropped_last() {
    let text = "pub fn f() -> usize {\n    let v: Vec<u8> = Vec::new();\n    v.len()\n}\n";
    let fixtures = [Fixture::package("first", text), Fixture::package("second", text), Fixture::package("third", text)];
    let model = SemanticModel::new(fixtures.iter().map(Fixture::root)).with_batch(1).with_max_live(2);
    let ask = |file: &sema::SemaFile| file.type_of_expr(at(text, "Vec::new()")).is_some();
    // Another thread is still on a file of the first workspace, the least recently used.
    let held = model.file(fixtures[0].path("src/lib.rs"), text);
    assert!(ask(&held));
    assert!(ask(&model.file(fixtures[1].path("src/lib.rs"), text)));
    assert!(ask(&model.file(fixtures[2].path("src/lib.rs"), text)));
    assert_eq!(model.live_databases(), 2);
    // The second one made room: the first answers its next file without loading again.
    assert!(ask(&model.file(fixtures[0].path("src/lib.rs"), text)));
    assert_eq!(model.load_reports().len(), 3, "nothing loaded twice");
    drop(held);
}

#[test]
fn the_workspace_another_thread_works_through_is_not_dropped() {
    let text = "pub fn f() -> usize {\n    let v: Vec<u8> = Vec::new();\n    v.len()\n}\n";
    let fixtures = [Fixture::package("first", text), Fixture::package("second", text), Fixture::package("third", text)];
    let model = SemanticModel::new(fixtures.iter().map(Fixture::root)).with_batch(1).with_max_live(2);
    let ask =
        |fixture: &Fixture| model.file(fixture.path("src/lib.rs"), text).type_of_expr(at(text, "Vec::new()")).is_some();
    std::thread::scope(|s| {
        // Another thread is on the first workspace (between two of its files); this one moves
        // from the second workspace to the third.
        assert!(s.spawn(|| ask(&fixtures[0])).join().unwrap());
        assert!(ask(&fixtures[1]));
        assert!(ask(&fixtures[2]));
        assert!(s.spawn(|| ask(&fixtures[0])).join().unwrap());
    });
    assert_eq!(model.load_reports().len(), 3, "the first workspace was kept for its thread");
}

#[test]
fn over_the_memory_budget_only_the_workspace_in_work_stays() {
    let text = "pub fn f() -> usize {\n    let v: Vec<u8> = Vec::new();\n    v.len()\n}\n";
    let fixtures = [Fixture::package("first", text), Fixture::package("second", text)];
    let ask = |model: &SemanticModel, fixture: &Fixture| {
        model.file(fixture.path("src/lib.rs"), text).type_of_expr(at(text, "Vec::new()")).is_some()
    };
    // Any process is over one byte: whatever the count allows, one database at a time.
    let tight =
        SemanticModel::new(fixtures.iter().map(Fixture::root)).with_batch(1).with_max_live(10).with_max_memory(Some(1));
    for fixture in &fixtures {
        assert!(ask(&tight, fixture));
        assert_eq!(tight.live_databases(), 1);
    }
    // Under the budget, the count alone decides.
    let roomy = SemanticModel::new(fixtures.iter().map(Fixture::root))
        .with_batch(1)
        .with_max_live(10)
        .with_max_memory(Some(u64::MAX));
    for fixture in &fixtures {
        assert!(ask(&roomy, fixture));
    }
    assert_eq!(roomy.live_databases(), 2);
}

#[test]
fn dev_dependencies_are_resolved_only_when_test_code_needs_them() {
    let root = Fixture::empty();
    let write = |rel: &str, text: &str| root.write(rel, text);
    write("Cargo.toml", "[workspace]\nmembers = [\"app\", \"helper\"]\nresolver = \"2\"\n");
    let manifest = |name: &str, dev: &str| {
        format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dev-dependencies]\n{dev}")
    };
    write("helper/Cargo.toml", &manifest("helper", ""));
    write("helper/src/lib.rs", "pub struct Helper;\nimpl Helper {\n    pub fn new() -> Helper { Helper }\n}\n");
    write("app/Cargo.toml", &manifest("app", "helper = { path = \"../helper\" }\n"));
    let lib = "pub fn f(v: Vec<u8>) -> usize { v.len() }\n\n\
               #[cfg(test)]\nmod tests {\n    fn g() { let h = helper::Helper::new(); }\n}\n";
    write("app/src/lib.rs", lib);
    let common = "pub fn made() -> helper::Helper { helper::Helper::new() }\n";
    write("app/tests/common/mod.rs", common);
    let it = "mod common;\n\n#[test]\nfn t() { let h = common::made(); }\n";
    write("app/tests/it.rs", it);
    let helper = Ty::Adt { id: ItemId("helper::Helper".into()), args: vec![] };

    let model = SemanticModel::new([root.root()]);
    let file = model.file(root.root().join("app/src/lib.rs"), lib);
    assert!(file.resolve_method(at(lib, "v.len()")).is_some());
    assert!(model.withholds_dev_deps(), "a question outside test code leaves them withheld");
    let in_test = file.type_of_expr(at(lib, "helper::Helper::new()")).map(|t| t.ty);
    assert_eq!(in_test, Some(helper.clone()), "test code's question gets them");
    assert!(!model.withholds_dev_deps());

    // An integration test is a crate of its own, with its dev-dependencies, and its modules
    // (in a source root of their own) are found.
    let model = SemanticModel::new([root.root()]);
    let file = model.file(root.root().join("app/tests/it.rs"), it);
    assert_eq!(file.type_of_expr(at(it, "common::made()")).map(|t| t.ty), Some(helper));
    assert!(model.withholds_dev_deps(), "the library's edges stay withheld");
}

#[test]
fn a_dropped_database_of_several_workspaces_loads_again_when_asked() {
    let text = "pub fn f() -> usize {\n    let v: Vec<u8> = Vec::new();\n    v.len()\n}\n";
    let fixtures: Vec<Fixture> = ["first", "second", "third"].iter().map(|n| Fixture::package(n, text)).collect();
    let model = SemanticModel::new(fixtures.iter().map(Fixture::root)).with_batch(2).with_max_live(1);
    let typed = |fixture: &Fixture| {
        let file = model.file(fixture.path("src/lib.rs"), text);
        file.type_of_expr(at(text, "Vec::new()")).is_some()
    };
    for (i, fixture) in fixtures.iter().chain(fixtures.iter()).enumerate() {
        assert!(typed(fixture), "question {i}");
        assert_eq!(model.live_databases(), 1, "question {i}");
    }
    // Two workspaces a database: each question that found its workspace dropped loaded it
    // with one other, never alone.
    let reports = model.load_reports();
    assert!(reports.len() >= 2, "{reports:?}");
    assert!(reports.iter().all(|r| r.crates == reports[0].crates), "{reports:?}");
    let alone = SemanticModel::new([fixtures[0].root()]);
    assert!(alone.file(fixtures[0].path("src/lib.rs"), text).type_of_expr(at(text, "Vec::new()")).is_some());
    assert_eq!(reports[0].crates, alone.load_reports()[0].crates + 1, "{reports:?}");
    assert!(model.take_messages().is_empty());
}

#[test]
fn a_broken_workspace_beside_others_is_reported_and_the_others_answer() {
    let text = "pub fn f() -> Vec<u8> { Vec::new() }\n";
    let (good, broken) = (Fixture::package("good", text), Fixture::package("broken", text));
    std::fs::write(broken.path("Cargo.toml"), "[package\nname = ").unwrap();
    let model = SemanticModel::new([good.root(), broken.root()]);
    assert!(model.file(good.path("src/lib.rs"), text).type_of_expr(at(text, "Vec::new()")).is_some());
    assert_eq!(model.file(broken.path("src/lib.rs"), text).type_of_expr(at(text, "Vec::new()")), None);
    let messages = model.take_messages();
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains(&broken.path("Cargo.toml").display().to_string()), "{}", messages[0]);
    assert!(messages[0].contains("unclosed table"), "{}", messages[0]);
    assert_eq!(model.failed_loads(), 1);
}

#[test]
fn a_helper_builds_the_module_files_ahead_of_the_first_question() {
    let lib = "mod a;\nmod b;\nmod c {\n    mod d;\n}\n#[cfg(any())]\nmod gone;\n#[path = \"elsewhere.rs\"]\nmod p;\n\
               pub fn f() -> usize { Vec::<u8>::new().len() }\n";
    let fixture = Fixture::package("ahead", lib);
    fixture.write("src/a.rs", "mod e;\n");
    fixture.write("src/a/e.rs", "pub fn e() {}\n");
    fixture.write("src/b/mod.rs", "pub fn b() {}\n");
    fixture.write("src/c/d.rs", "pub fn d() {}\n");
    fixture.write("src/gone.rs", "pub fn g() {}\n");
    fixture.write("src/elsewhere.rs", "pub fn p() {}\n");
    fixture.write("src/stray.rs", "pub fn s() {}\n");
    let model = SemanticModel::new([fixture.root()]);
    let file = model.file(fixture.path("src/lib.rs"), lib);
    // The answers are the same with the helper at work.
    let ty = file.type_of_expr(at(lib, "Vec::<u8>::new().len()")).expect("typed");
    assert_eq!(ty.ty, Ty::Prim("usize".into()));
    if std::thread::available_parallelism().map_or(1, |n| n.get()) < 2 {
        // One core: the helper would only take turns with the question, so there is none.
        std::thread::sleep(std::time::Duration::from_secs(1));
        assert!(model.read_ahead_files().is_empty());
        return;
    }
    let started = Instant::now();
    let ours = || -> Vec<String> {
        let src = fixture.path("src").canonicalize().unwrap();
        let files = model.read_ahead_files();
        let under = files
            .iter()
            .filter_map(|p| p.canonicalize().ok()?.strip_prefix(&src).ok().map(|r| r.display().to_string()));
        under.collect()
    };
    // The crate of the file asked about comes last, after the crates it depends on (std's).
    while !ours().contains(&"a/e.rs".to_owned()) {
        assert!(started.elapsed().as_secs() < 120, "the helper did not reach a/e.rs: {:?}", ours());
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // Depth first from the root, the last declared module first; a module under a `cfg` or a
    // `#[path]` and a file no module declares are left to the resolution.
    assert_eq!(ours(), ["lib.rs", "c/d.rs", "b/mod.rs", "a.rs", "a/e.rs"]);
    let core = model.read_ahead_files().iter().any(|p| p.ends_with("core/src/lib.rs"));
    assert!(core, "std's crates are read ahead too");
}

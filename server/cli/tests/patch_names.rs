//! A path in a patch means what it means at the root of a crate using std, a bare name also
//! standing for the one item of the crate graph so called (a crate's own type written bare).
//! One that names several items, or none, is compared as written, and cocci says so once, at
//! its place in the patch: with what it could mean, or that nothing bears that name.

mod common;

use common::{cocci, project, stderr, stdout};

const MANIFEST: &str = "[package]\nname = \"names\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
const LIB: &str = "pub mod shapes {\n    #[derive(Default)]\n    pub struct Square(pub u8);\n    impl Square {\n        pub fn new() -> Square {\n            Square(0)\n        }\n    }\n}\n\n\
                   use crate::shapes::Square;\n\npub fn a() -> Square {\n    Square::new()\n}\n\n\
                   pub fn b() -> Square {\n    shapes::Square::new()\n}\n";

#[test]
fn a_bare_crate_type_in_a_patch_is_the_one_item_so_named() {
    let ws = project(&[
        ("p.cocci", "@@\n@@\n- Square::new()\n+ Square::default()\n"),
        ("q.cocci", "@@\n@@\n- names::shapes::Square::new()\n+ Square::default()\n"),
        ("t.cocci", "@@\n@@\n- Sqare::new()\n+ Sqare::default()\n"),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", LIB),
    ]);
    // The crate's only `Square`: both spellings are matched, by meaning.
    let out = cocci(&["apply", "p.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("-    Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(diff.contains("-    shapes::Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(!err.contains("warning"), "{err}");
    // A name no item bears (here only an import's alias): compared as written, said once.
    let lib = format!("{LIB}\nuse crate::shapes::Square as Sqare;\n\npub fn c() -> Sqare {{\n    Sqare::new()\n}}\n");
    std::fs::write(ws.path().join("src/lib.rs"), &lib).unwrap();
    let out = cocci(&["apply", "t.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("-    Sqare::new()\n+    Sqare::default()"), "{diff}\n{err}");
    assert!(
        err.contains("t.cocci:3:3: warning: `Sqare::new` names no item of std or of this workspace's crates"),
        "{err}"
    );
    assert_eq!(err.matches("t.cocci:3:3").count(), 1, "said once\n{err}");
    std::fs::write(ws.path().join("src/lib.rs"), LIB).unwrap();
    // Named from its crate, it is compared by meaning: both spellings match, no warning.
    let out = cocci(&["apply", "q.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("-    shapes::Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(diff.contains("-    Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(!err.contains("warning"), "{err}");
}

#[test]
fn a_name_std_has_twice_is_compared_as_written_with_what_it_could_mean() {
    let lib = "use std::cmp::Ordering;\n\npub fn f(a: u8, b: u8) -> bool {\n    a.cmp(&b) == Ordering::Less\n}\n";
    let ws = project(&[
        ("p.cocci", "@@\nexpression a, b;\n@@\n- a.cmp(&b) == Ordering::Less\n+ a < b\n"),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", lib),
    ]);
    let out = cocci(&["apply", "p.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(diff.contains("-    a.cmp(&b) == Ordering::Less\n+    a < b"), "{diff}\n{err}");
    assert!(err.contains("p.cocci:4:16: warning: `Ordering::Less` is ambiguous (`"), "{err}");
    assert!(err.contains("`core::cmp::Ordering`"), "{err}");
}

#[test]
fn a_bare_name_two_items_of_the_crate_bear_is_compared_as_written() {
    let other = "pub mod other {\n    pub struct Square;\n    impl Square {\n        pub fn new() -> Square {\n            Square\n        }\n    }\n}\n";
    let ws = project(&[
        ("p.cocci", "@@\n@@\n- Square::new()\n+ Square::default()\n"),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", &format!("{LIB}\n{other}")),
    ]);
    let out = cocci(&["apply", "p.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("-    Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(!diff.contains("-    shapes::Square::new()"), "written otherwise: not matched\n{diff}");
    assert!(
        err.contains(
            "p.cocci:3:3: warning: `Square::new` is ambiguous (`names::other::Square`, `names::shapes::Square`)"
        ),
        "{err}"
    );
}

#[test]
fn a_crates_own_name_in_added_code_is_written_crate_inside_it() {
    let lib = "pub fn old(x: u8) -> u8 {\n    x\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    \
               #[test]\n    fn t() {\n        assert_eq!(old(1), 1);\n    }\n}\n";
    let example = "use names::old;\n\nfn main() {\n    old(2);\n}\n";
    let ws = project(&[
        ("p.cocci", "@@\nexpression x;\n@@\n- names::old(x)\n+ names::new(x)\n"),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", lib),
        ("examples/e.rs", example),
    ]);
    let out = cocci(&["apply", "p.cocci", "src", "examples"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    // Inside the crate `names::` is no path: the added call is written from `crate`.
    assert!(diff.contains("-        assert_eq!(old(1), 1);\n+        assert_eq!(crate::new(1), 1);"), "{diff}\n{err}");
    // In the example, a crate that depends on it, its name is how the code reaches it.
    assert!(diff.contains("-    old(2);\n+    names::new(2);"), "{diff}\n{err}");
}

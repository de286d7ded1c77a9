//! `macro_rules!` transcribers from the command line: `check` reports a match at its place in
//! the macro, `apply --in-place` rewrites it there (holes kept), a transcriber that does not
//! parse is a note that does not fail the run, and `--no-macro-bodies` leaves them alone.

mod common;
use common::*;

const SRC: &str = "macro_rules! lookup {\n    ($m:expr, $k:expr) => {\n        $m.get($k).unwrap()\n    };\n}\n";

#[test]
fn check_reports_a_transcriber_match_at_its_place() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("a.rs:3:9: "), "{}", stdout(&out));
    assert!(stdout(&out).contains("$m.get($k)"), "the holes as written: {}", stdout(&out));
    let off = cocci(&["check", "--no-macro-bodies", "p.cocci", "a.rs"], dir.path());
    assert_eq!((off.status.code(), stdout(&off).as_str()), (Some(0), ""), "{}", stderr(&off));
}

#[test]
fn apply_rewrites_a_transcriber_in_place_unless_told_not_to() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    let out = cocci(&["apply", "--in-place", "--no-macro-bodies", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), SRC, "--no-macro-bodies: untouched");
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), SRC.replace("$m.get($k).unwrap()", "$m.get($k).expect(\"checked\")"));
}

#[test]
fn a_transcriber_that_does_not_parse_is_a_note_not_a_failure() {
    let src = "macro_rules! fields {\n    ($t:ty) => {\n        a: $t = x.unwrap(),\n    };\n}\n";
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", src)]);
    let out = cocci(&["apply", "--explain-skips", "p.cocci", "a.rs"], dir.path());
    assert_eq!((out.status.code(), stdout(&out).as_str()), (Some(0), ""), "{}", stderr(&out));
    assert!(stderr(&out).contains("a.rs:2:17: skipped: inside a macro_rules! transcriber"), "{}", stderr(&out));
}

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const MANIFEST: &str = "[package]\nname = \"macros\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";

/// A crate whose macro's transcriber compares a length with zero, called with `calls`.
fn crate_calling(calls: &str) -> String {
    format!(
        "macro_rules! none_left {{\n    ($c:expr) => {{\n        $c.len() == 0\n    }};\n}}\n\n\
         pub fn f(a: Vec<u8>, b: Vec<String>, q: Queue) -> bool {{\n    {calls}\n}}\n\n\
         pub struct Queue;\n\nimpl Queue {{\n    pub fn len(&self) -> usize {{\n        0\n    }}\n}}\n"
    )
}

#[test]
fn a_typed_rule_rewrites_a_transcriber_whose_calls_agree_on_the_type() {
    let src = crate_calling("none_left!(a) && none_left!(b)");
    let dir = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", &src)]);
    let out = cocci(&["apply", "--no-daemon", "--in-place", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // `Vec<u8>` and `Vec<String>`: a `Vec` in every expansion.
    assert_eq!(read(&dir, "src/lib.rs"), src.replace("$c.len() == 0", "$c.is_empty()"));
}

#[test]
fn a_typed_rule_skips_a_transcriber_whose_calls_disagree() {
    let src = crate_calling("none_left!(a) && none_left!(q)");
    let dir = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", &src)]);
    let out = cocci(&["apply", "--no-daemon", "--in-place", "--explain-skips", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "src/lib.rs"), src, "a `Queue` in one call: not rewritten");
    let err = stderr(&out);
    assert!(
        err.contains("src/lib.rs:3:9:") && err.contains("the calls of `none_left!` give it different types"),
        "{err}"
    );
}

#[test]
fn a_typed_rule_rewrites_code_in_a_repetition_when_every_occurrence_agrees() {
    let src = "macro_rules! all_empty {\n    ($($c:expr),*) => {\n        true $(&& $c.len() == 0)*\n    };\n}\n\n\
               pub fn f(a: Vec<u8>, b: Vec<String>) -> bool {\n    all_empty!(a, b)\n}\n";
    let dir = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", src)]);
    let out = cocci(&["apply", "--no-daemon", "--in-place", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "src/lib.rs"), src.replace("$c.len() == 0", "$c.is_empty()"));
}

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

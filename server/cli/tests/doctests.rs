//! Doctests from the command line: `check` reports a match in a `///` block at its place on the
//! comment line, `apply --in-place` rewrites it there, and `--no-doctests` leaves it alone.

mod common;
use common::*;

const SRC: &str = "/// ```\n/// # let v = Some(1);\n/// v.unwrap();\n/// ```\npub fn f() {}\n";

#[test]
fn check_reports_a_doctest_match_on_its_comment_line() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    // `check` exits with 1 when it reports a match.
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("a.rs:3:5: "), "{}", stdout(&out));
    let off = cocci(&["check", "--no-doctests", "p.cocci", "a.rs"], dir.path());
    assert_eq!((off.status.code(), stdout(&off).as_str()), (Some(0), ""), "{}", stderr(&off));
}

#[test]
fn apply_rewrites_a_doctest_in_its_comment_unless_told_not_to() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    let out = cocci(&["apply", "--in-place", "--no-doctests", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), SRC, "--no-doctests: untouched");
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), SRC.replace("v.unwrap()", "v.expect(\"checked\")"));
}

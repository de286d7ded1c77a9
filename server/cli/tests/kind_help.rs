//! Kind help for mistakes: the patch and a file swapped on the command line, misspelt names
//! in a patch ("did you mean"), and a patch error shown with its line and a caret under it.

mod common;

use common::{UNWRAP, cocci, project, stderr, stdout};

#[test]
fn a_rust_file_where_the_patch_goes_is_named_and_the_right_order_shown() {
    let dir = project(&[("fix.cocci", UNWRAP), ("a.rs", "fn f() { a.unwrap(); }\n")]);
    for cmd in ["apply", "check"] {
        let out = cocci(&[cmd, "-j", "1", "a.rs", "fix.cocci"], dir.path());
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            stderr(&out),
            format!(
                "error: `a.rs` is Rust code, not a patch: the patch comes first, then the files and folders to \
                 process\nhelp: cocci {cmd} -j 1 fix.cocci a.rs\n"
            )
        );
        assert_eq!(stdout(&out), "");
    }
    // Nothing was touched, and the order shown works.
    let out = cocci(&["apply", "-j", "1", "fix.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn a_misspelt_kind_gets_the_kind_meant_under_the_line_it_is_on() {
    let dir = project(&[("p.cocci", "@@\nexpresion e;\n@@\n- e.unwrap()\n"), ("a.rs", "fn f() {}\n")]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "p.cocci:2:1: error: unknown metavariable kind `expresion`: did you mean `expression`?\n  \
         |\n2 | expresion e;\n  | ^^^^^^^^^\n"
    );
}

#[test]
fn misspelt_rule_names_get_the_rule_meant() {
    let patch = "@ r2 @\nidentifier x;\n@@\n  x();\n\n@ s depends on r1 @\nidentifier r1.x;\n@@\n- x();\n";
    let dir = project(&[("p.cocci", patch), ("a.rs", "fn f() {}\n")]);
    let out = cocci(&["apply", "p.cocci", "a.rs"], dir.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.starts_with(
            "p.cocci:6:16: error: rule `r1` does not exist: did you mean `r2`?\n  |\n6 | @ s depends on r1 @\n  |                ^^\n"
        ),
        "{err}"
    );
    assert!(err.contains("p.cocci:7:12: error: rule `r1` does not exist: did you mean `r2`?\n"), "{err}");
}

#[test]
fn a_warning_is_shown_with_its_line_too() {
    // `f` is declared and never used: a warning, and the patch still runs.
    let patch = "@@\nexpression e;\nidentifier f;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";
    let dir = project(&[("p.cocci", patch), ("a.rs", "fn f() {}\n")]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    let (first, rest) = err.split_once('\n').unwrap();
    assert!(first.starts_with("p.cocci:3:12: warning: "), "{err}");
    assert!(rest.starts_with("  |\n3 | identifier f;\n  |            ^\n"), "{err}");
}

//! The `cocci` binary end to end: output formats, exit statuses, files on disk.

use std::process::Command;

mod common;
use common::*;

#[test]
fn apply_prints_a_unified_diff_and_changes_nothing() {
    let src = "fn f(x: Option<u8>) -> u8 {\n    x.unwrap()\n}\n";
    let dir = project(&[("p.cocci", UNWRAP), ("src/a.rs", src)]);
    let out = cocci(&["apply", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "--- a/src/a.rs\n+++ b/src/a.rs\n@@ -1,3 +1,3 @@\n fn f(x: Option<u8>) -> u8 {\n-    x.unwrap()\n+    x.expect(\"checked\")\n }\n"
    );
    assert_eq!(read(&dir, "src/a.rs"), src);
}

#[test]
fn apply_in_place_writes_only_changed_files() {
    let dir = project(&[
        ("p.cocci", UNWRAP),
        ("src/a.rs", "fn f() { a.unwrap(); }\n"),
        ("src/b.rs", "fn g() { b.expect(\"x\"); }\n"),
    ]);
    let before_b = std::fs::metadata(dir.path().join("src/b.rs")).unwrap().modified().unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "");
    assert_eq!(read(&dir, "src/a.rs"), "fn f() { a.expect(\"checked\"); }\n");
    assert_eq!(std::fs::metadata(dir.path().join("src/b.rs")).unwrap().modified().unwrap(), before_b);
}

#[test]
fn check_reports_one_line_a_match_and_exits_1() {
    let src = "fn f(b: u32) -> f32 {\n    unsafe { std::mem::transmute(b) }\n}\n";
    let dir = project(&[("p.cocci", STAR), ("a.rs", src)]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "a.rs:2:14: rule@1: found `std::mem::transmute(b)`\n");
    assert_eq!(read(&dir, "a.rs"), src);
}

#[test]
fn check_json_gives_one_object_a_line() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", "fn f() {\n    let v = x.unwrap();\n    y.unwrap()\n}\n")]);
    let out = cocci(&["check", "--json", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    let objs: Vec<serde_json::Value> = stdout(&out).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(objs.len(), 2);
    assert_eq!(
        objs[0],
        serde_json::json!({"file": "a.rs", "line": 2, "column": 13, "end_line": 2, "end_column": 23,
            "rule": "rule@1", "message": "replace `x.unwrap()` with `x.expect(\"checked\")`"})
    );
    assert_eq!(objs[1]["line"], 3);
    assert_eq!(read(&dir, "a.rs"), "fn f() {\n    let v = x.unwrap();\n    y.unwrap()\n}\n");
}

#[test]
fn check_without_matches_exits_0() {
    let dir = project(&[("p.cocci", STAR), ("a.rs", "fn f() {}\n")]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "");
}

#[test]
fn a_bad_patch_is_an_error_with_its_position() {
    let dir = project(&[("p.cocci", "@@\nexpresion e;\n@@\n- e.unwrap()\n"), ("a.rs", "fn f() { a.unwrap(); }\n")]);
    for cmd in ["apply", "check"] {
        let out = cocci(&[cmd, "p.cocci", "a.rs"], dir.path());
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(&out).starts_with("p.cocci:2:1: error: unknown metavariable kind `expresion`"),
            "{}",
            stderr(&out)
        );
        assert_eq!(stdout(&out), "");
    }
    assert_eq!(read(&dir, "a.rs"), "fn f() { a.unwrap(); }\n");
}

#[test]
fn a_missing_patch_or_path_is_an_error_naming_it() {
    let dir = project(&[("p.cocci", UNWRAP)]);
    let out = cocci(&["apply", "nope.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read nope.cocci"), "{}", stderr(&out));
    let out = cocci(&["check", "p.cocci", "missing.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("missing.rs: no such file or folder"), "{}", stderr(&out));
}

#[test]
fn an_unreadable_file_is_named_and_the_others_still_processed() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", "fn f() { a.unwrap(); }\n")]);
    std::fs::write(dir.path().join("bad.rs"), [0xff, 0xfe, b'u', b'n', b'w', b'r', b'a', b'p']).unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad.rs: error: not valid UTF-8"), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), "fn f() { a.expect(\"checked\"); }\n");
}

#[test]
fn folders_are_walked_for_rust_files_respecting_gitignore() {
    let dir = project(&[
        ("p.cocci", UNWRAP),
        (".gitignore", "generated/\n"),
        ("src/a.rs", "fn f() { a.unwrap(); }\n"),
        ("src/deep/b.rs", "fn f() { b.unwrap(); }\n"),
        ("generated/c.rs", "fn f() { c.unwrap(); }\n"),
        ("notes.txt", "x.unwrap()\n"),
    ]);
    let out = cocci(&["check", "p.cocci", "."], dir.path());
    let text = stdout(&out);
    let files: Vec<&str> = text.lines().map(|l| l.split(':').next().unwrap()).collect();
    assert_eq!(files, ["./src/a.rs", "./src/deep/b.rs"]);
}

#[test]
fn a_file_with_syntax_errors_is_matched_where_it_parses() {
    let src = "fn ok() { a.unwrap(); }\nfn broken( { \n";
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", src)]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains("a.rs: warning: "), "{}", stderr(&out));
    assert!(stderr(&out).contains("matched where the file parses"), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), "fn ok() { a.expect(\"checked\"); }\nfn broken( { \n");
}

#[test]
fn a_rewrite_that_would_not_parse_is_refused() {
    // The + code parses on its own, but not where this match puts it (a statement inside a call).
    let patch = "@@\nexpression e;\n@@\n- e.unwrap()\n+ let v = e;\n";
    let src = "fn f() { g(a.unwrap()); }\n";
    let dir = project(&[("p.cocci", patch), ("a.rs", src)]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("would not parse"), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), src);
}

#[test]
fn plus_code_that_does_not_parse_is_an_error_of_the_patch() {
    let patch = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\"\n";
    let src = "fn f() { a.unwrap(); }\n";
    let dir = project(&[("p.cocci", patch), ("a.rs", src)]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("p.cocci:5:15: error: in the `+` code: expected `)`"), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), src);
}

#[test]
fn results_do_not_depend_on_the_number_of_threads() {
    let files: Vec<(String, String)> =
        (0..40).map(|i| (format!("src/f{i:02}.rs"), format!("fn f{i}() {{ v{i}.unwrap(); }}\n"))).collect();
    let mut all: Vec<(&str, &str)> = files.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    all.push(("p.cocci", UNWRAP));
    let dir = project(&all);
    let one = cocci(&["apply", "-j", "1", "p.cocci", "src"], dir.path());
    let two = cocci(&["apply", "-j", "2", "p.cocci", "src"], dir.path());
    assert_eq!(stdout(&one), stdout(&two));
    assert_eq!(stdout(&one).matches("+++ ").count(), 40);
}

#[test]
fn lsp_exits_1_when_its_input_ends_without_shutdown() {
    let out = Command::new(env!("CARGO_BIN_EXE_cocci")).arg("lsp").stdin(std::process::Stdio::null()).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(out.stdout.is_empty(), "nothing but protocol on stdout");
}

/// `virtual` rules are off unless `-D` turns them on; `-D` of an undeclared name is an error.
#[test]
fn virtual_rules_follow_dash_d() {
    let patch = "virtual strict\n\n@ depends on strict @\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"strict\")\n\n\
                 @ depends on !strict @\nexpression e;\n@@\n- e.unwrap()\n+ e.unwrap_or_default()\n";
    let dir = project(&[("p.cocci", patch), ("a.rs", "fn f() { x.unwrap(); }\n")]);
    let out = cocci(&["apply", "p.cocci", "a.rs"], dir.path());
    assert!(stdout(&out).contains("+fn f() { x.unwrap_or_default(); }"), "{}", stdout(&out));
    let out = cocci(&["apply", "-D", "strict", "p.cocci", "a.rs"], dir.path());
    assert!(stdout(&out).contains("+fn f() { x.expect(\"strict\"); }"), "{}", stdout(&out));
    let out = cocci(&["apply", "-D", "lenient", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("-D lenient: the patch declares no such virtual rule (declared: strict)"),
        "{}",
        stderr(&out)
    );
}

/// `depends on file in "dir"` holds for the files under that folder, as the command line names them.
#[test]
fn file_in_dependencies_use_the_path() {
    let patch = "@ depends on file in \"src/net\" @\nexpression e;\n@@\n- e.unwrap()\n+ e?\n";
    let dir = project(&[
        ("p.cocci", patch),
        ("src/net/a.rs", "fn f() -> R { x.unwrap(); }\n"),
        ("src/io/b.rs", "fn g() -> R { y.unwrap(); }\n"),
    ]);
    let out = cocci(&["apply", "p.cocci", "src"], dir.path());
    assert!(stdout(&out).contains("+fn f() -> R { x?; }"), "{}", stdout(&out));
    assert!(!stdout(&out).contains("b.rs"), "{}", stdout(&out));
}

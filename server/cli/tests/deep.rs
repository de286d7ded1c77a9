//! Deep input end to end: files and patches nested thousands of levels deep aborted `cocci` with
//! a stack overflow (exit 134). Now the run completes: deep files that can be worked on are, what
//! is too deep is skipped with an error naming it, and other files are still processed.

mod common;
use common::*;

fn nested(open: &str, inner: &str, close: &str, n: usize) -> String {
    format!("fn f() {{\n{}{inner}{}\n}}\n", open.repeat(n), close.repeat(n))
}

#[test]
fn deep_files_are_rewritten_and_too_deep_ones_skipped_with_an_error() {
    let ifs = nested("if a {\n", "x.unwrap();", "}\n", 1_500);
    let blocks = nested("{", "x.unwrap();", "}", 1_900);
    let parens = nested("(", "x.unwrap()", ")", 2_300);
    let too_deep = nested("(", "x.unwrap()", ")", engine::MAX_DEPTH + 1);
    let dir = project(&[
        ("p.cocci", UNWRAP),
        ("src/ifs.rs", &ifs),
        ("src/blocks.rs", &blocks),
        ("src/parens.rs", &parens),
        ("src/too_deep.rs", &too_deep),
    ]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], dir.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "a problem, not a crash: {err}");
    assert!(
        err.contains(&format!("src/too_deep.rs: error: the file nests deeper than {} levels", engine::MAX_DEPTH)),
        "{err}"
    );
    assert!(err.ends_with("3 matches, 3 files changed, 1 problem\n"), "{err}");
    for (name, before) in [("src/ifs.rs", &ifs), ("src/blocks.rs", &blocks), ("src/parens.rs", &parens)] {
        assert!(read(&dir, name) == before.replace("x.unwrap()", "x.expect(\"checked\")"), "{name}");
    }
    assert!(read(&dir, "src/too_deep.rs") == too_deep, "left as it was");
}

/// `( f0(e) | ( f1(e) | ( ... ) ) )`: `n` disjunctions nested in column 0.
fn nested_disjunctions(n: usize) -> String {
    let mut body = String::new();
    for i in 0..n {
        body.push_str(&format!("(\n- f{i}(e)\n|\n"));
    }
    body.push_str("- g(e)\n");
    body.push_str(&")\n".repeat(n));
    format!("@@\nexpression e;\n@@\n{body}")
}

#[test]
fn deep_patches_are_refused_with_an_error() {
    let parens = format!("@@\nexpression e;\n@@\n- {}e.unwrap(){}\n+ e\n", "(".repeat(9_400), ")".repeat(9_400));
    for (what, patch) in [("disjunctions", nested_disjunctions(4_300)), ("parentheses", parens)] {
        let dir = project(&[("p.cocci", &patch), ("a.rs", "fn f() { g(1); }\n")]);
        let out = cocci(&["apply", "p.cocci", "a.rs"], dir.path());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{what}: {err}");
        assert!(err.contains("nests deeper than"), "{what}: {err}");
    }
}

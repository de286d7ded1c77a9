//! Inputs the fuzzer (`scripts/fuzz`, `server/fuzz`) found to fail, as plain tests; the
//! inputs themselves are replayed from `test-data/fuzz/` by `cargo test -p cocci-fuzz`.

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";

fn apply(patch: &str, text: &str) -> engine::Outcome {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty());
    engine::Engine::new(&parsed.patch).apply(text, engine::Edition::Edition2021)
}

#[test]
fn a_macro_call_left_unclosed_before_a_wide_character_is_not_entered() {
    // Its contents were taken as the text between the first and last bytes, assuming a closing
    // bracket: the last character was `é` and slicing panicked
    // (test-data/fuzz/engine/found-unclosed-macro-multibyte).
    let text = "fn f() {\n    a.unwrap();\n    m! { y.unwrap(); é";
    let out = apply(UNWRAP, text);
    assert!(out.text.starts_with("fn f() {\n    a.expect(\"x\");\n"), "{}", out.text);
    assert!(out.text.ends_with("m! { y.unwrap(); é"), "{}", out.text);
}

#[test]
fn a_removed_dots_that_passed_no_code_removes_nothing() {
    // The path from the fn's start to the first `unwrap` is empty. Its `...` was placed at the
    // file's start, and removing it removed the file's first line
    // (test-data/fuzz/engine/found-8d9155a4cdebc624).
    let patch = "@@\nexpression E;\n@@\n- ... E.unwrap()\n+ E.expect(\"x\")\n";
    let text = "// first line\nfn f() {\n    let a = x.unwrap();\n}\n";
    let out = apply(patch, text);
    assert_eq!(out.text, "// first line\nfn f() {\n    let a = x.expect(\"x\");\n}\n");
}

#[test]
fn an_added_blank_line_is_a_reported_change() {
    // Re-indentation is not reported on its own, and an added blank line was taken for it:
    // the text changed with nothing reported (test-data/fuzz/engine/found-1374eff98560f61e).
    let patch = "@@\n@@\n  a();\n+\n  b();\n";
    let out = apply(patch, "fn f() {\n    a();\n    b();\n}\n");
    // (The blank line keeps the indentation it was inserted at.)
    let lines: Vec<&str> = out.text.lines().map(str::trim_end).collect();
    assert_eq!(lines, ["fn f() {", "    a();", "", "    b();", "}"]);
    assert_eq!(out.reports.len(), 1, "{:?}", out.reports);
}

#[test]
fn a_change_inside_a_copied_binding_that_stays_is_made_where_it_stands() {
    // `E;` binds `bar(x)` in context code; another match of the rule changes that same
    // `bar(x)`. The copy in the `+` code was taken with the change, and the change was not made
    // in place although reported (test-data/fuzz/engine/found-36a6d732469708db).
    let patch = "@@\nexpression E;\n@@\n  E;\n  ...\n- E\n+ E + 1\n";
    let text = "fn f() {\n    bar(x);\n    bar(x);\n    bar(x);\n}\n";
    let out = apply(patch, text);
    assert_eq!(out.text, "fn f() {\n    bar(x);\n    bar(x) + 1;\n    bar(x) + 1;\n}\n");
    assert_eq!(out.reports.len(), 2, "{:?}", out.reports);
}

#[test]
fn nested_changes_copied_into_every_copy_stop_at_a_limit() {
    // Each `g(E)` becomes `h(E, E)`, and the change to the `g` inside `E` is made in both
    // copies: the text doubles at each level. A 379-byte fuzz input became 64 MB, deep
    // enough to overflow the stack that drops its tree (test-data/fuzz/engine/
    // found-copies-of-copies). 30 levels would be 2^30 copies.
    let patch = "@@\nexpression E;\n@@\n- g(E)\n+ h(E, E)\n";
    let text = format!("fn f() {{\n    {}1{};\n}}\n", "g(".repeat(30), ")".repeat(30));
    let out = apply(patch, &text);
    assert_eq!(out.text, text);
    assert!(out.problems.iter().any(|p| p.message.contains("would make the file")), "{:?}", out.problems);
    // A few levels are rewritten.
    let text = "fn f() {\n    g(g(1));\n}\n";
    assert_eq!(apply(patch, text).text, "fn f() {\n    h(h(1, 1), h(1, 1));\n}\n");
}

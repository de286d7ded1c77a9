//! Deep input: files nested thousands of levels deep run to a correct result, or to a clear
//! problem for what is too deep, never to a stack overflow (which aborted `cocci`). Each test runs
//! on a thread with the stack the CLI and the server give their workers
//! ([`engine::STACK_SIZE`]), so what passes here holds there.

use engine::{Edition, Engine, MAX_DEPTH, Outcome};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";

/// Applies `patch` to `text` on a worker-sized stack.
fn apply(patch: &str, text: String) -> Outcome {
    let patch = patch.to_owned();
    std::thread::Builder::new()
        .stack_size(engine::STACK_SIZE)
        .spawn(move || {
            let parsed = smpl::parse_patch(&patch);
            assert!(parsed.errors.is_empty());
            Engine::new(&parsed.patch).apply(&text, Edition::Edition2021)
        })
        .unwrap()
        .join()
        .unwrap()
}

fn nested(open: &str, inner: &str, close: &str, n: usize) -> String {
    format!("fn f() {{\n{}{inner}{}\n}}\n", open.repeat(n), close.repeat(n))
}

#[test]
fn deep_files_that_once_aborted_are_rewritten() {
    // The sizes that aborted `cocci apply` (exit 134), and a margin.
    for (open, close, n) in [("if a {\n", "}\n", 2_000), ("{", "}", 3_000), ("(", ")", 5_000)] {
        let text = nested(open, "x.unwrap()", close, n);
        let out = apply(UNWRAP, text.clone());
        assert!(out.problems.is_empty(), "{open:?} x {n}: {:?}", out.problems);
        assert!(out.text == text.replace("x.unwrap()", "x.expect(\"x\")"), "{open:?} x {n}");
        assert_eq!(out.reports.len(), 1);
    }
}

#[test]
fn text_nested_past_the_limit_is_not_parsed_and_says_so() {
    let text = nested("(", "x.unwrap()", ")", MAX_DEPTH + 1);
    let out = apply(UNWRAP, text.clone());
    assert!(out.text == text, "unchanged");
    assert!(!out.changed && out.reports.is_empty());
    assert_eq!(out.problems.len(), 1);
    assert_eq!(
        out.problems[0].message,
        format!("the file nests deeper than {MAX_DEPTH} levels (at least 10001): skipped")
    );
    // Brackets in a string are no nesting.
    let in_string = format!("fn g() {{ let s = \"{}\"; y.unwrap(); }}\n", "(".repeat(MAX_DEPTH + 1));
    assert_eq!(apply(UNWRAP, in_string).reports.len(), 1);
}

#[test]
fn an_item_whose_tree_is_too_deep_is_skipped_and_the_others_rewritten() {
    // Flat text can make a deep tree: a sum of many terms nests one node a term. Not so deep that
    // dropping the tree overflows rust-analyzer's dropping thread, whose stack is the default
    // in a test process.
    let sum = format!("fn deep() {{\n    let s = x.unwrap(){};\n}}\n", " + b".repeat(MAX_DEPTH + 500));
    let text = format!("fn before() {{\n    a.unwrap();\n}}\n{sum}fn after() {{\n    c.unwrap();\n}}\n");
    let out = apply(UNWRAP, text.clone());
    let expected = text.replace("a.unwrap()", "a.expect(\"x\")").replace("c.unwrap()", "c.expect(\"x\")");
    assert!(out.text == expected, "the deep fn is left as it was");
    assert_eq!(out.reports.len(), 2);
    assert_eq!(out.problems.len(), 1, "{:?}", out.problems);
    let p = &out.problems[0];
    assert_eq!((p.rule.as_str(), p.line_col(&text).map(|lc| lc.line)), ("", Some(4)), "at the deep fn");
    assert!(p.message.starts_with(&format!("this item nests deeper than {MAX_DEPTH} levels")), "{}", p.message);
}

#[test]
fn deep_statement_sequences_and_nests_run_on_deep_files() {
    // Patterns that walk bodies along their graphs, or recurse through nests.
    let text = nested("if a {\n", "g(1);\nh(2);", "}\n", 1_500);
    let seq = "@@\n@@\n g(1);\n ...\n- h(2);\n";
    let out = apply(seq, text.clone());
    assert!(out.text == text.replace("h(2);", ""), "{:?}", out.problems);
    let nest = "@@\n@@\n <...\n- h(2);\n ...>\n";
    let out = apply(nest, text.clone());
    assert!(out.text == text.replace("h(2);", ""), "{:?}", out.problems);
}

#[test]
fn macro_calls_nested_past_the_limit_are_not_looked_into_and_say_so() {
    use engine::MAX_MACRO_NESTING;
    let at_limit = MAX_MACRO_NESTING as usize;
    // At the limit the innermost arguments are still reached...
    let text = nested("m!(", "x.unwrap()", ")", at_limit);
    let out = apply(UNWRAP, text.clone());
    assert!(out.problems.is_empty(), "{:?}", out.problems);
    assert!(out.text == text.replace("x.unwrap()", "x.expect(\"x\")"));
    // ...one deeper they are not (looking into each level parses every deeper one again, so
    // the cost would grow with the square of the nesting), and the run says where it stopped.
    let text = nested("m!(", "x.unwrap()", ")", at_limit + 1);
    let out = apply(UNWRAP, text.clone());
    assert!(out.text == text && out.reports.is_empty());
    assert_eq!(out.problems.len(), 1, "{:?}", out.problems);
    let innermost_call = text.rfind("m!(").unwrap();
    let at = out.problems[0].at.expect("a place");
    assert_eq!(usize::from(at.start()), innermost_call + 2, "the innermost call's arguments");
    assert!(out.problems[0].message.contains("macro calls nest deeper than 64 levels"), "{}", out.problems[0].message);
    // A rewrite elsewhere in the file is still made, and the problem is not repeated.
    let text = format!("fn g() {{ y.unwrap(); }}\n{}", nested("m!(", "x.unwrap()", ")", 3 * at_limit));
    let out = apply(UNWRAP, text);
    assert_eq!(out.reports.len(), 1);
    assert!(out.text.contains("y.expect(\"x\")"));
    assert_eq!(out.problems.len(), 1, "{:?}", out.problems);
}

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

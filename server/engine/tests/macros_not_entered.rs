//! Macro calls whose tokens hold a rule's words but are not code (`pick! { a = o.unwrap() =>
//! a }`) cannot be looked into without the macro's expansion: the outcome lists them, so the
//! user learns what the patch could not reach instead of missing it silently.

use engine::{Edition, Engine};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";

fn not_entered(code: &str) -> Vec<&str> {
    let parsed = smpl::parse_patch(UNWRAP);
    let out = Engine::standard(&parsed.patch).apply(code, Edition::Edition2021);
    out.macros_not_entered.iter().map(|r| &code[usize::from(r.start())..usize::from(r.end())]).collect()
}

#[test]
fn a_token_tree_holding_the_words_that_is_not_code_is_listed() {
    let code = "fn f(o: Option<u8>) -> u8 {\n    let x = pick! { a = o.unwrap() => a + 1 };\n    println!(\"{}\", o.unwrap());\n    x\n}\n";
    assert_eq!(not_entered(code), ["{ a = o.unwrap() => a + 1 }"]);
}

#[test]
fn token_trees_without_the_words_or_that_are_code_or_data_are_not() {
    // No `unwrap` in the tokens; arguments that parse; a code-as-data macro.
    let code = "fn f(o: Option<u8>) -> u8 {\n    let x = pick! { a = o => a + 1 };\n    let y = m!(o.unwrap(), 2);\n    let q = quote! { #o.unwrap() => };\n    x\n}\n";
    assert_eq!(not_entered(code), Vec::<&str>::new());
}

#[test]
fn after_a_rewrite_the_place_is_still_the_input_s() {
    // The rewrite before the call moves text; the range stays that of the input.
    let code = "fn f(o: Option<u8>) -> u8 {\n    o.unwrap();\n    pick! { a = o.unwrap() => a }\n}\n";
    assert_eq!(not_entered(code), ["{ a = o.unwrap() => a }"]);
}

//! A path from std added to a crate root that says `#![no_std]`, with no semantic model to say
//! where the item lives in core or alloc: refused, not written (the model's answers are tested
//! through the CLI on Cargo workspaces, in cli/tests/crate_rules.rs).

use engine::{Edition, Engine};

const TO_REPEAT_N: &str = "@@\nexpression x, n;\n@@\n- std::iter::repeat(x).take(n)\n+ std::iter::repeat_n(x, n)\n";

fn apply(text: &str) -> engine::Outcome {
    let parsed = smpl::parse_patch(TO_REPEAT_N);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Engine::new(&parsed.patch).apply(text, Edition::Edition2021)
}

const BODY: &str = "pub fn threes() -> impl Iterator<Item = u8> {\n    std::iter::repeat(3).take(4)\n}\n";

#[test]
fn without_a_model_a_std_path_is_not_added_to_a_no_std_crate_root() {
    for header in ["#![no_std]\n", "#![cfg_attr(not(test), no_std)]\n"] {
        let text = format!("{header}{BODY}");
        let out = apply(&text);
        assert!(out.text == text, "{header}: {}", out.text);
        assert_eq!(out.problems.len(), 1, "{header}: {:?}", out.problems);
        let message = &out.problems[0].message;
        assert!(
            message.contains("built without std (#![no_std]), and without its semantic model cocci cannot tell whether core or alloc has `std::iter::repeat_n`"),
            "{message}"
        );
        assert!(out.problems[0].refuses_a_match());
    }
}

#[test]
fn a_file_that_does_not_say_no_std_is_rewritten() {
    // An outer attribute, or `no_std` in a comment or a string, is no such declaration.
    let text = format!("// #![no_std]\n#[doc = \"no_std\"]\n{BODY}");
    let out = apply(&text);
    assert!(out.problems.is_empty(), "{:?}", out.problems);
    assert!(out.text.contains("std::iter::repeat_n(3, 4)"), "{}", out.text);
}

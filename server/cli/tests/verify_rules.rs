//! `apply --verify`'s rust-analyzer pass on a patch of several rules: when a later rule's
//! change (made on an earlier rule's text, so it cannot be checked alone) breaks the file, it
//! is refused, and the changes that can be checked alone are still checked and kept.

mod common;

use common::{cocci, project, stderr, stdout};

const LIB: &str = "fn old() -> u8 {\n    1\n}\n\nfn new() -> u8 {\n    2\n}\n\n\
                   pub fn first() -> u8 {\n    old()\n}\n\npub fn second() -> u8 {\n    legacy(1)\n}\n\n\
                   fn legacy(x: u8) -> u8 {\n    x\n}\n\nfn modern(x: u8) -> u8 {\n    x\n}\n";

/// r1 makes `old()` `new()`; r2 then makes that `new()` a call of a fn that does not exist;
/// r3, on code no other rule touched, makes `legacy(x)` `modern(x)`.
const PATCH: &str = "@r1@\n@@\n- old()\n+ new()\n\n@r2@\n@@\n- new()\n+ missing()\n\n\
                     @r3@\nexpression x;\n@@\n- legacy(x)\n+ modern(x)\n";

#[test]
fn a_later_rule_that_breaks_the_file_does_not_take_the_others_with_it() {
    let dir = project(&[("p.cocci", PATCH), ("lone.rs", LIB)]);
    let out = cocci(&["apply", "--verify", "p.cocci", "lone.rs"], dir.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    // r2's change is refused at its place, with what it would break...
    assert!(err.contains("lone.rs:10:1: r2: refused by --verify: the rewrite as a whole"), "{err}");
    assert!(err.contains("cannot be checked alone"), "{err}");
    assert!(!diff.contains("missing()"), "{diff}");
    // ...and r1's and r3's, checked alone, are made.
    assert!(diff.contains("+    new()"), "{diff}\n{err}");
    assert!(diff.contains("+    modern(1)"), "{diff}\n{err}");
}

#[test]
fn a_patch_of_several_rules_that_breaks_nothing_is_made_whole() {
    let fine = PATCH.replace("+ missing()", "+ old()");
    let dir = project(&[("p.cocci", fine.as_str()), ("lone.rs", LIB)]);
    let out = cocci(&["apply", "--verify", "p.cocci", "lone.rs"], dir.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(!err.contains("refused"), "{err}");
    assert!(diff.contains("+    modern(1)"), "{diff}\n{err}");
}

//! Isomorphisms on the command line: on by default, `--no-isos` turns them all off, and a
//! rule's `disable` names one (an unknown name is a warning: spatch's C isomorphisms).

mod common;

use common::{cocci, project, stderr, stdout};

const EQ_NONE: &str = "@@\nexpression x;\n@@\n- x == None\n+ x.is_none()\n";
const CODE: &str = "fn f(o: Option<u8>) -> bool {\n    None == o\n}\n";

#[test]
fn operands_swap_unless_told_not_to() {
    let ws = project(&[("p.cocci", EQ_NONE), ("src/a.rs", CODE)]);
    let out = cocci(&["check", "p.cocci", "src"], ws.path());
    assert_eq!(stdout(&out), "src/a.rs:2:5: rule@1: replace `None == o` with `o.is_none()`\n", "{}", stderr(&out));
    let out = cocci(&["check", "--no-isos", "p.cocci", "src"], ws.path());
    assert_eq!(stdout(&out), "", "{}", stderr(&out));
    assert!(stderr(&out).contains("0 matches"), "{}", stderr(&out));
}

#[test]
fn a_rule_disables_one_by_name_and_unknown_names_are_warned_about() {
    let patch = "@ disable commutative_eq, neg_if @\nexpression x;\n@@\n- x == None\n+ x.is_none()\n";
    let ws = project(&[("p.cocci", patch), ("src/a.rs", CODE)]);
    let out = cocci(&["check", "p.cocci", "src"], ws.path());
    assert_eq!(stdout(&out), "", "{}", stderr(&out));
    assert!(
        stderr(&out).contains("p.cocci:1:27: warning: `neg_if` is not one of cocci's isomorphisms"),
        "{}",
        stderr(&out)
    );
}

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

const LEN_ISO: &str = "Expression\n@ len_zero @\nexpression E;\n@@\nE.len() == 0 => E.is_empty()\n";
const LEN_PATCH: &str = "@@\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty_now()\n";
const LEN_CODE: &str = "fn f(v: &[u8]) -> bool {\n    v.is_empty()\n}\n";

#[test]
fn an_iso_file_on_the_command_line_applies_to_every_rule() {
    let ws = project(&[("p.cocci", LEN_PATCH), ("isos/rust.iso", LEN_ISO), ("src/a.rs", LEN_CODE)]);
    let out = cocci(&["check", "--iso-file", "isos/rust.iso", "p.cocci", "src"], ws.path());
    assert_eq!(
        stdout(&out),
        "src/a.rs:2:5: rule@1: replace `v.is_empty()` with `v.is_empty_now()`\n",
        "{}",
        stderr(&out)
    );
    // Without it, or with `--no-isos`: as written only.
    for args in
        [&["check", "p.cocci", "src"][..], &["check", "--no-isos", "--iso-file", "isos/rust.iso", "p.cocci", "src"]]
    {
        let out = cocci(args, ws.path());
        assert_eq!(stdout(&out), "", "{args:?}: {}", stderr(&out));
    }
    // A file that cannot be read or parsed stops the run with its name and line.
    let out = cocci(&["check", "--iso-file", "isos/none.iso", "p.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("error: isos/none.iso: cannot read it"), "{}", stderr(&out));
    let ws = project(&[("p.cocci", LEN_PATCH), ("bad.iso", "Expression\n@ x @\n@@\nE +\n"), ("src/a.rs", LEN_CODE)]);
    let out = cocci(&["check", "--iso-file", "bad.iso", "p.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("bad.iso:4: error: isomorphism `x`: expected"), "{}", stderr(&out));
}

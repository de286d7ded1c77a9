//! Kernel-style patches run as `make coccicheck` runs them: `--mode report|context|org|patch`
//! defines the virtual rule of that name, and spatch's spellings (`--sp-file`, `--dir`,
//! `--very-quiet`, `--no-includes`) are accepted.

mod common;

use common::{cocci, project, stderr, stdout};

const FOUR_MODES: &str = "virtual report\nvirtual org\nvirtual patch\nvirtual context\n\n\
@r depends on report || org@\nexpression e;\nposition p;\n@@\n e.unwrap()@p\n\n\
@script:python depends on report@\np << r.p;\n@@\ncoccilib.report.print_report(p[0], \"unwrap: use ? or expect\")\n\n\
@script:python depends on org@\np << r.p;\n@@\ncoccilib.org.print_todo(p[0], \"unwrap\")\n\n\
@depends on patch@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n\n\
@depends on context@\nexpression e;\n@@\n* e.unwrap()\n";

const CODE: &str = "fn f(o: Option<u8>) -> u8 {\n    o.unwrap()\n}\n";

#[test]
fn each_mode_runs_its_rules_only() {
    let ws = project(&[("p.cocci", FOUR_MODES), ("src/a.rs", CODE)]);
    let out = cocci(&["check", "--mode", "report", "p.cocci", "src"], ws.path());
    assert_eq!(stdout(&out), "src/a.rs:2:4-14: unwrap: use ? or expect\n", "{}", stderr(&out));
    assert_eq!(out.status.code(), Some(1));
    let out = cocci(&["check", "--mode", "org", "p.cocci", "src"], ws.path());
    assert!(
        stdout(&out).starts_with("* TODO [[view:src/a.rs::face=ovl-face1::linb=2::colb=4::cole=14][unwrap]]"),
        "{}",
        stdout(&out)
    );
    let out = cocci(&["check", "--mode", "context", "p.cocci", "src"], ws.path());
    assert_eq!(stdout(&out), "src/a.rs:2:5: rule@28: found `o.unwrap()`\n", "{}", stderr(&out));
    let out = cocci(&["apply", "--mode", "patch", "p.cocci", "src"], ws.path());
    assert!(stdout(&out).contains("-    o.unwrap()\n+    o.expect(\"checked\")"), "{}", stdout(&out));
    // No mode: no rule runs.
    let out = cocci(&["check", "p.cocci", "src"], ws.path());
    assert_eq!((stdout(&out).as_str(), out.status.code()), ("", Some(0)));
}

#[test]
fn apply_in_context_mode_prints_spatchs_context_diff() {
    let ws = project(&[("p.cocci", FOUR_MODES), ("src/a.rs", CODE)]);
    let out = cocci(&["apply", "--mode", "context", "p.cocci", "src"], ws.path());
    let diff =
        "--- src/a.rs\n+++ /tmp/nothing/src/a.rs\n@@ -1,3 +1,2 @@\n fn f(o: Option<u8>) -> u8 {\n-    o.unwrap()\n }\n";
    assert_eq!(stdout(&out), diff, "{}", stderr(&out));
    assert_eq!(out.status.code(), Some(0));
    // Nothing is written, even when asked to.
    let out = cocci(&["apply", "--in-place", "--mode", "context", "p.cocci", "src"], ws.path());
    assert_eq!((stdout(&out).as_str(), out.status.code()), ("", Some(0)), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(ws.path().join("src/a.rs")).unwrap(), CODE);
    // Patch mode's diff has no context diff beside it.
    let out = cocci(&["apply", "--mode", "patch", "p.cocci", "src"], ws.path());
    assert!(!stdout(&out).contains("/tmp/nothing"), "{}", stdout(&out));
}

#[test]
fn a_spatch_command_line_runs() {
    let ws = project(&[("p.cocci", FOUR_MODES), ("src/a.rs", CODE)]);
    let args = ["check", "-D", "report", "--very-quiet", "--no-includes", "--sp-file", "p.cocci", "--dir", "src"];
    let out = cocci(&args, ws.path());
    assert_eq!(stdout(&out), "src/a.rs:2:4-14: unwrap: use ? or expect\n", "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("note: --very-quiet (a spatch option) is ignored"), "{err}");
    assert!(err.contains("note: --no-includes (a spatch option) is ignored"), "{err}");
    // With --sp-file, every positional argument is a path.
    let out = cocci(&["check", "--mode", "report", "--sp-file", "p.cocci", "src/a.rs"], ws.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

#[test]
fn a_mode_the_patch_does_not_declare_is_an_error() {
    let ws = project(&[("p.cocci", "@@\nexpression e;\n@@\n* e.unwrap()\n"), ("src/a.rs", CODE)]);
    let out = cocci(&["check", "--mode", "report", "p.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("-D report: the patch declares no such virtual rule"), "{}", stderr(&out));
    let out = cocci(&["check", "--mode", "report", "p.cocci"], ws.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no files or folders given"), "{}", stderr(&out));
}

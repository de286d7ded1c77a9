//! `-` as the path reads stdin (`apply` then prints the new text, as a filter), and `apply
//! --format json` prints one object a changed file with edits that give its new text.

mod common;

use common::{project, stderr, stdout};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";
const CODE: &str = "fn f(o: Option<u8>) -> u8 {\n    o.unwrap()\n}\n";

fn with_stdin(args: &[&str], cwd: &std::path::Path, input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cocci"))
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn apply_on_stdin_prints_the_new_text_or_the_text_unchanged() {
    let ws = project(&[("p.cocci", UNWRAP)]);
    let out = with_stdin(&["apply", "p.cocci", "-"], ws.path(), CODE);
    assert_eq!(stdout(&out), CODE.replace("o.unwrap()", "o.expect(\"x\")"), "{}", stderr(&out));
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("1 match, 1 file changed"), "{}", stderr(&out));
    let untouched = "fn g() {}\n";
    let out = with_stdin(&["apply", "p.cocci", "-"], ws.path(), untouched);
    assert_eq!(stdout(&out), untouched);
}

#[test]
fn check_on_stdin_names_it_and_in_place_is_refused() {
    let ws = project(&[("p.cocci", UNWRAP)]);
    let out = with_stdin(&["check", "p.cocci", "-"], ws.path(), CODE);
    assert_eq!(stdout(&out), "<stdin>:2:5: rule@1: replace `o.unwrap()` with `o.expect(\"x\")`\n");
    assert_eq!(out.status.code(), Some(1));
    let out = with_stdin(&["apply", "--in-place", "p.cocci", "-"], ws.path(), CODE);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("`-` (stdin) has no file to write"), "{}", stderr(&out));
}

#[test]
fn apply_json_edits_give_the_new_text() {
    let two = format!("{CODE}\nfn g() -> u8 {{\n    let a = 1;\n    Some(a).unwrap()\n}}\n");
    let ws = project(&[("p.cocci", UNWRAP), ("src/a.rs", &two), ("src/b.rs", "fn h() {}\n")]);
    let out = common::cocci(&["apply", "--format", "json", "p.cocci", "src"], ws.path());
    let lines: Vec<serde_json::Value> = stdout(&out).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 1, "one object a changed file: {}", stdout(&out));
    assert_eq!(lines[0]["file"], "src/a.rs");
    assert_eq!(lines[0]["written"], false);
    let mut text = two.clone();
    let edits = lines[0]["edits"].as_array().unwrap();
    assert_eq!(edits.len(), 2);
    for e in edits.iter().rev() {
        let (start, end) = (e["start"].as_u64().unwrap() as usize, e["end"].as_u64().unwrap() as usize);
        text.replace_range(start..end, e["text"].as_str().unwrap());
    }
    assert_eq!(text, two.replace(".unwrap()", ".expect(\"x\")"));
    assert_eq!(edits[1]["line"], 7);
    // Nothing written without --in-place; with it, the object says so and the file changed.
    assert_eq!(std::fs::read_to_string(ws.path().join("src/a.rs")).unwrap(), two);
    let out = common::cocci(&["apply", "--in-place", "--format", "json", "p.cocci", "src"], ws.path());
    let line: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(line["written"], true);
    assert_eq!(std::fs::read_to_string(ws.path().join("src/a.rs")).unwrap(), text);
}

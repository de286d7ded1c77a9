//! Colour: on a terminal (`--color auto`, the default) diffs, `check` lines and diagnostics are
//! coloured; piped, with `NO_COLOR` or with `--color never` the output is exactly the plain
//! text; `--color always` colours even a pipe.

mod common;

use common::{STAR, Terminal, UNWRAP, cocci, on_a_terminal, project, stderr, stdout};

const RED: &str = "\x1b[31m";
const GREEN: &str = "\x1b[32m";
const ESC: char = '\x1b';

fn files() -> tempfile::TempDir {
    project(&[
        ("p.cocci", UNWRAP),
        ("star.cocci", STAR),
        ("bad.cocci", "@@\nexpresion e;\n@@\n- e.unwrap()\n"),
        ("a.rs", "fn f() { a.unwrap(); }\n"),
    ])
}

#[test]
fn a_diff_on_a_terminal_is_coloured_and_piped_it_is_plain() {
    let dir = files();
    let (shown, _) = on_a_terminal(&["apply", "p.cocci", "a.rs"], dir.path(), Terminal::Stdout, &[]);
    assert!(shown.contains(&format!("{RED}-fn f() {{ a.unwrap(); }}")), "{shown:?}");
    assert!(shown.contains(&format!("{GREEN}+fn f() {{ a.expect(\"checked\"); }}")), "{shown:?}");
    // The same text once the escapes are taken out: colour adds nothing else.
    let piped = stdout(&cocci(&["apply", "p.cocci", "a.rs"], dir.path()));
    assert!(!piped.contains(ESC), "{piped:?}");
    assert_eq!(strip_escapes(&shown), piped);
}

#[test]
fn no_color_and_never_keep_a_terminal_plain() {
    let dir = files();
    let args = ["apply", "p.cocci", "a.rs"];
    let (shown, _) = on_a_terminal(&args, dir.path(), Terminal::Stdout, &[("NO_COLOR", "1")]);
    assert!(!shown.contains(ESC), "{shown:?}");
    let (shown, _) =
        on_a_terminal(&["--color", "never", "apply", "p.cocci", "a.rs"], dir.path(), Terminal::Stdout, &[]);
    assert!(!shown.contains(ESC), "{shown:?}");
    // An empty NO_COLOR asks for nothing (https://no-color.org).
    let (shown, _) = on_a_terminal(&args, dir.path(), Terminal::Stdout, &[("NO_COLOR", "")]);
    assert!(shown.contains(RED), "{shown:?}");
}

#[test]
fn always_colours_a_pipe_whatever_no_color_says() {
    let dir = files();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_cocci"));
    command.args(["check", "--color", "always", "star.cocci", "a.rs"]).current_dir(dir.path()).env("NO_COLOR", "1");
    std::fs::write(dir.path().join("a.rs"), "fn f() { std::mem::transmute(x); }\n").unwrap();
    let out = command.output().unwrap();
    // The location of a `check` line is bold.
    assert!(stdout(&out).starts_with("\x1b[1ma.rs:1:10:\x1b[0m rule@1: "), "{:?}", stdout(&out));
}

#[test]
fn check_lines_and_patch_errors_on_terminals() {
    let dir = files();
    let (shown, piped) = on_a_terminal(&["check", "bad.cocci", "a.rs"], dir.path(), Terminal::Stderr, &[]);
    assert!(shown.contains("error:\x1b[0m unknown metavariable kind `expresion`"), "{shown:?}");
    assert!(shown.contains("\x1b[1m\x1b[91m^^^^^^^^^"), "the caret in the error's colour: {shown:?}");
    assert_eq!(piped, "");
    let plain = stderr(&cocci(&["check", "bad.cocci", "a.rs"], dir.path()));
    assert_eq!(strip_escapes(&shown), plain);
    let (shown, _) = on_a_terminal(&["check", "p.cocci", "a.rs"], dir.path(), Terminal::Stdout, &[]);
    assert!(shown.starts_with("\x1b[1ma.rs:1:10:\x1b[0m rule@1: replace"), "{shown:?}");
}

/// `text` without its ANSI escape sequences (`ESC [ ... letter`).
fn strip_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == ESC {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

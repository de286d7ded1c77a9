//! The progress line: drawn on stderr when it is a terminal, and never otherwise (piped or
//! logged output stays exactly the results).

mod common;

use common::{Terminal, UNWRAP, cocci, on_a_terminal, project, stderr};

/// Runs cocci with stderr on a new pseudo-terminal; what it wrote there.
fn on_stderr_terminal(args: &[&str], cwd: &std::path::Path) -> String {
    on_a_terminal(args, cwd, Terminal::Stderr, &[]).0
}

#[test]
fn progress_is_drawn_on_a_terminal_and_never_elsewhere() {
    let dir = project(&[("p.cocci", UNWRAP), ("src/a.rs", "fn f() { a.unwrap(); }\n"), ("src/b.rs", "fn g() {}\n")]);
    let shown = on_stderr_terminal(&["apply", "p.cocci", "src"], dir.path());
    assert!(shown.contains("cocci: ") && shown.contains("/2 files, "), "{shown:?}");
    assert!(shown.contains("\r\x1b[2K"), "drawn in place: {shown:?}");
    assert!(shown.contains("1 match, 1 file changed, 0 problems"), "the summary still follows: {shown:?}");
    let piped = stderr(&cocci(&["apply", "p.cocci", "src"], dir.path()));
    assert_eq!(piped, "1 match, 1 file changed, 0 problems\n", "nothing but the results when piped");
}

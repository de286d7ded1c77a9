//! Under a limited address space (`ulimit -v`), threads get stacks that fit: with 1 GB stacks,
//! `check` panicked under 2 GB, `-j 8` did not start under 4 GB, and the server panicked at
//! start. Each case runs `cocci` through `sh -c 'ulimit -v ...; exec ...'`.

mod common;

use common::project;
use std::process::{Command, Output, Stdio};

const PATCH: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";

/// Runs cocci with `args` in `dir`, under an address space of `kb` KB, with `stdin` as input.
fn limited(kb: u64, args: &[&str], dir: &std::path::Path, stdin: &str) -> Output {
    let script = format!("ulimit -v {kb} && exec \"$0\" \"$@\"");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_cocci"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    use std::io::Write;
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    child.wait_with_output().expect("cocci ends")
}

#[test]
fn check_runs_in_two_gigabytes_and_eight_jobs_in_four() {
    let dir = project(&[("p.cocci", PATCH), ("a.rs", "fn main() {\n    let x = a.unwrap();\n}\n")]);
    for (kb, jobs) in [(2_000_000, "2"), (4_000_000, "8")] {
        let out = limited(kb, &["check", "-j", jobs, "p.cocci", "a.rs"], dir.path(), "");
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert_eq!(out.status.code(), Some(1), "{kb} KB, -j {jobs}: {stdout}{stderr}");
        assert!(stdout.contains("a.rs:2:13: rule@1: replace `a.unwrap()`"), "{stdout}{stderr}");
        // Deep input still runs on the smaller stacks: 5,000 nested parentheses (a depth that
        // aborted runs on 2 MB stacks) are matched.
        let deep = format!("fn f() {{\n{}x.unwrap(){}\n}}\n", "(".repeat(5_000), ")".repeat(5_000));
        std::fs::write(dir.path().join("deep.rs"), deep).unwrap();
        let out = limited(kb, &["check", "-j", jobs, "p.cocci", "deep.rs"], dir.path(), "");
        assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stdout).contains("rule@1: replace `x.unwrap()`"), "{out:?}");
    }
}

#[test]
fn the_server_starts_and_answers_in_four_gigabytes() {
    let dir = project(&[("p.cocci", PATCH)]);
    let initialize = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#;
    let message = format!("Content-Length: {}\r\n\r\n{initialize}", initialize.len());
    let out = limited(4_000_000, &["lsp"], dir.path(), &message);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("\"capabilities\""), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"), "{}", String::from_utf8_lossy(&out.stderr));
}

//! The command line on real trees: choosing files, macros that hold code as data, exit
//! statuses for scripts, the closing summary.

mod common;
use common::*;

const SRC: &str = "fn f() { a.unwrap(); }\n";
const NEW: &str = "fn f() { a.expect(\"checked\"); }\n";

/// The files `check` reports, in order.
fn reported(out: &std::process::Output) -> Vec<String> {
    stdout(out).lines().map(|l| l.split(':').next().unwrap().to_string()).collect()
}

#[test]
fn exclude_and_include_choose_the_files() {
    let dir = project(&[
        ("p.cocci", UNWRAP),
        ("src/a.rs", SRC),
        ("src/gen/b.rs", SRC),
        ("src/c_generated.rs", SRC),
        ("tests/d.rs", SRC),
    ]);
    let out = cocci(&["check", "--exclude", "src/gen", "--exclude", "*_generated.rs", "p.cocci", "."], dir.path());
    assert_eq!(reported(&out), ["./src/a.rs", "./tests/d.rs"]);
    let out = cocci(&["check", "--include", "src/**", "--exclude", "gen", "p.cocci", "src", "tests"], dir.path());
    assert_eq!(reported(&out), ["src/a.rs", "src/c_generated.rs"]);
    // A named file is filtered too.
    let out = cocci(&["check", "--exclude", "*.rs", "p.cocci", "src/a.rs", "tests"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("error: no Rust files in src/a.rs, tests"), "{}", stderr(&out));
    let out = cocci(&["check", "--exclude", "[", "p.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("error: --exclude [: "), "{}", stderr(&out));
}

#[test]
fn quoting_macros_are_not_rewritten_by_default() {
    let src = "fn f() {\n    let t = quote! { x.unwrap() };\n    let p: Expr = syn::parse_quote!(y.unwrap());\n    z.unwrap();\n    my_quote!(w.unwrap());\n}\n";
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", src)]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = read(&dir, "a.rs");
    assert!(text.contains("quote! { x.unwrap() }") && text.contains("parse_quote!(y.unwrap())"), "{text}");
    assert!(text.contains("z.expect") && text.contains("my_quote!(w.expect"), "{text}");

    std::fs::write(dir.path().join("a.rs"), src).unwrap();
    let out = cocci(&["apply", "--in-place", "--opaque-macro", "my_quote", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = read(&dir, "a.rs");
    assert!(text.contains("quote! { x.unwrap() }") && text.contains("my_quote!(w.unwrap())"), "{text}");

    std::fs::write(dir.path().join("a.rs"), src).unwrap();
    let out = cocci(&["check", "--no-default-opaque-macros", "p.cocci", "a.rs"], dir.path());
    assert_eq!(stdout(&out).lines().count(), 4, "{}", stdout(&out));
}

#[test]
fn exit_code_says_whether_something_changed() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC), ("clean.rs", "fn g() {}\n")]);
    let out = cocci(&["apply", "--exit-code", "p.cocci", "clean.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = cocci(&["apply", "--exit-code", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), SRC);
    let out = cocci(&["apply", "--exit-code", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), NEW);
    let out = cocci(&["apply", "--exit-code", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // Without the flag a change is a success.
    std::fs::write(dir.path().join("a.rs"), SRC).unwrap();
    assert_eq!(cocci(&["apply", "p.cocci", "a.rs"], dir.path()).status.code(), Some(0));
}

#[test]
fn named_files_that_are_not_rust_are_refused_unless_asked_for() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC), ("snippet.txt", SRC)]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs", "snippet.txt"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "error: snippet.txt: not a Rust file (*.rs); pass --any-extension to process it anyway\n");
    assert_eq!(read(&dir, "a.rs"), SRC, "nothing is processed");
    let out = cocci(&["apply", "--in-place", "--any-extension", "p.cocci", "snippet.txt"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "snippet.txt"), NEW);
}

#[test]
fn folders_without_rust_files_are_said_so() {
    let dir = project(&[("p.cocci", UNWRAP), ("docs/readme.md", "x.unwrap()\n"), ("src/a.rs", SRC)]);
    std::fs::create_dir(dir.path().join("empty")).unwrap();
    for cmd in ["apply", "check"] {
        let out = cocci(&[cmd, "p.cocci", "empty", "docs"], dir.path());
        assert_eq!(out.status.code(), Some(2), "{cmd}");
        assert_eq!(stderr(&out), "error: no Rust files in empty, docs\n", "{cmd}");
        assert_eq!(stdout(&out), "");
    }
    // Beside a folder that has some, an empty one is a warning.
    let out = cocci(&["check", "p.cocci", "empty", "src"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "warning: no Rust files in empty\n1 match in 1 file\n");
}

#[test]
fn apply_ends_with_a_summary() {
    let dir = project(&[
        ("p.cocci", UNWRAP),
        ("a.rs", "fn f() { a.unwrap(); b.unwrap(); }\n"),
        ("b.rs", SRC),
        ("c.rs", "fn g() {}\n"),
        ("bad.rs", "fn f() { a.unwrap(); }\n"),
    ]);
    std::fs::write(dir.path().join("bad.rs"), [0xff, b'\n']).unwrap();
    let out = cocci(&["apply", "p.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).ends_with("3 matches, 2 files changed, 1 problem\n"), "{}", stderr(&out));
    std::fs::remove_file(dir.path().join("bad.rs")).unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "."], dir.path());
    assert_eq!(stderr(&out), "3 matches, 2 files changed, 0 problems\n");
    let out = cocci(&["apply", "--in-place", "p.cocci", "."], dir.path());
    assert_eq!(stderr(&out), "0 matches, 0 files changed, 0 problems\n");
}

#[test]
fn check_ends_with_a_summary_even_when_nothing_matched() {
    let dir =
        project(&[("p.cocci", UNWRAP), ("a.rs", "fn f() { a.unwrap(); b.unwrap(); }\n"), ("c.rs", "fn g() {}\n")]);
    let out = cocci(&["check", "p.cocci", "c.rs"], dir.path());
    assert_eq!((out.status.code(), stderr(&out)), (Some(0), "0 matches in 1 file\n".to_owned()));
    let out = cocci(&["check", "p.cocci", "."], dir.path());
    assert_eq!((out.status.code(), stderr(&out)), (Some(1), "2 matches in 2 files\n".to_owned()));
    // Machine formats keep stdout to themselves; the summary is on stderr for every format.
    let out = cocci(&["check", "--json", "p.cocci", "."], dir.path());
    assert_eq!(stdout(&out).lines().count(), 2);
    assert_eq!(stderr(&out), "2 matches in 2 files\n");
    std::fs::write(dir.path().join("bad.rs"), [0xff, b'\n']).unwrap();
    let out = cocci(&["check", "p.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).ends_with("2 matches in 3 files, 1 problem\n"), "{}", stderr(&out));
}

/// A typed patch's `check --json`: one object a match, then a summary object only when some
/// candidates could not be checked (a reader of the lines otherwise sees matches alone).
#[test]
fn typed_json_ends_with_a_summary_only_when_candidates_were_skipped() {
    const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
    let manifest = "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
    let known = "pub fn f(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";
    let dir = project(&[("p.cocci", TYPED), ("Cargo.toml", manifest), ("src/lib.rs", known)]);
    let out = cocci(&["check", "--json", "p.cocci", "src/lib.rs"], dir.path());
    let lines: Vec<serde_json::Value> = stdout(&out).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 1, "{}", stdout(&out));
    assert_eq!(lines[0]["line"], 2);
    // `w` is not defined: its type is unknown, and said.
    let unknown = format!("{known}\npub fn g() -> bool {{\n    w.len() == 0\n}}\n");
    std::fs::write(dir.path().join("src/lib.rs"), unknown).unwrap();
    let out = cocci(&["check", "--json", "p.cocci", "src/lib.rs"], dir.path());
    let lines: Vec<serde_json::Value> = stdout(&out).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2, "{}", stdout(&out));
    let summary = serde_json::json!({"summary": {
        "matches": 1, "skipped_unknown_type": 1, "skipped_by_reason": {"type unknown": 1}
    }});
    assert_eq!(lines[1], summary);
}

//! What `cocci check` prints: columns in the unit asked for, `--format json` (and its alias
//! `--json`), GitHub workflow commands.

mod common;
use common::*;

/// A match after multi-byte characters: `é` is 2 bytes, `🦀` 4 bytes and 2 UTF-16 units.
const SRC: &str = "fn f() {\n    let s = \"é🦀\"; x.unwrap()\n}\n";

#[test]
fn columns_count_characters_by_default_as_rustc_does() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    // `    let s = "` is 13 columns, then é, 🦀, `"; `.
    let expect = |col: u32, end: u32| {
        format!(
            "{{\"column\":{col},\"end_column\":{end},\"end_line\":2,\"file\":\"a.rs\",\"line\":2,\"message\":\"replace `x.unwrap()` with `x.expect(\\\"checked\\\")`\",\"rule\":\"rule@1\"}}\n"
        )
    };
    let json = |extra: &[&str]| {
        let mut args = vec!["check", "--format", "json"];
        args.extend(extra);
        args.extend(["p.cocci", "a.rs"]);
        stdout(&cocci(&args, dir.path()))
    };
    assert_eq!(json(&[]), expect(13 + 2 + 3 + 1, 13 + 2 + 3 + 11));
    assert_eq!(json(&["--columns", "chars"]), json(&[]));
    assert_eq!(json(&["--columns", "utf16"]), expect(13 + 3 + 3 + 1, 13 + 3 + 3 + 11));
    assert_eq!(json(&["--columns", "utf8"]), expect(13 + 6 + 3 + 1, 13 + 6 + 3 + 11));
    let text = stdout(&cocci(&["check", "--columns", "utf8", "p.cocci", "a.rs"], dir.path()));
    assert!(text.starts_with("a.rs:2:23: rule@1: "), "{text}");
}

#[test]
fn json_is_an_alias_of_format_json() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    let alias = cocci(&["check", "--json", "p.cocci", "a.rs"], dir.path());
    let format = cocci(&["check", "--format", "json", "p.cocci", "a.rs"], dir.path());
    assert_eq!(alias.status.code(), Some(1));
    assert_eq!(stdout(&alias), stdout(&format));
    let both = cocci(&["check", "--json", "--format", "text", "p.cocci", "a.rs"], dir.path());
    assert_eq!(both.status.code(), Some(2), "{}", stderr(&both));
}

#[test]
fn github_format_gives_workflow_commands() {
    let patch = "@@\nexpression e;\n@@\n* std::mem::transmute(e)\n";
    let src = "fn f(b: u32) -> f32 {\n    unsafe { std::mem::transmute(b) }\n}\nfn g() { x.unwrap() }\n";
    let dir = project(&[("p.cocci", patch), ("u.cocci", UNWRAP), ("src/a,b.rs", src)]);
    let out = cocci(&["check", "--format", "github", "p.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "::warning file=src/a%2Cb.rs,line=2,col=14,endLine=2,endColumn=36,title=rule@1::found `std::mem::transmute(b)`\n"
    );
    // Changes are notices, as the editor shows them as hints.
    let out = cocci(&["check", "--format", "github", "u.cocci", "."], dir.path());
    assert_eq!(
        stdout(&out),
        "::notice file=src/a%2Cb.rs,line=4,col=10,endLine=4,endColumn=20,title=rule@1::replace `x.unwrap()` with `x.expect(\"checked\")`\n"
    );
}

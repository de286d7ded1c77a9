//! Macro calls whose arguments are no expressions or items (`pick! { a = o.unwrap() => a }`)
//! are matched through rust-analyzer's expansion and rewritten at the call, where every token a
//! rewrite touches is the call's own, once: typed patches look into them (they load the model
//! anyway), untyped ones with `--expand-macros`, and otherwise count them as not looked into.

mod common;

use common::{cocci, project, stderr, stdout};
use std::process::Command;

const MANIFEST: &str = "[package]\nname = \"calls\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";

const LIB: &str = "macro_rules! pick {\n    ($a:ident = $e:expr => $b:expr) => {{\n        let $a = $e;\n        $b\n    }};\n}\n\n\
macro_rules! twice {\n    (run $e:expr) => {{\n        let _first = $e;\n        $e\n    }};\n}\n\n\
pub fn f(o: Option<i32>) -> i32 {\n    pick! { a = o.unwrap() => a + 1 }\n}\n\n\
pub fn g(o: Option<i32>) -> i32 {\n    twice! { run o.unwrap() }\n}\n\n\
pub fn h(v: Vec<u8>, s: &[u8]) -> (bool, bool) {\n    (pick! { n = v.len() == 0 => n }, pick! { n = s.len() == 0 => n })\n}\n";

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const LEN: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";

#[test]
fn token_tree_calls_are_rewritten_at_the_call_through_the_expansion_where_their_tokens_map_once() {
    let ws = project(&[("unwrap.cocci", UNWRAP), ("len.cocci", LEN), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    // Untyped, by default: counted, not looked into, the model not loaded.
    let out = cocci(&["apply", "--no-daemon", "unwrap.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert_eq!(diff, "", "{err}");
    assert!(err.contains("2 macro calls not looked into"), "{err}");

    // Asked to: `pick!`'s `o.unwrap()` is rewritten at the call; `twice!` copies its `$e`
    // twice, so one rewrite cannot be written there: refused once, saying why.
    let out = cocci(&["apply", "--no-daemon", "--expand-macros", "unwrap.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(
        diff.contains("-    pick! { a = o.unwrap() => a + 1 }\n+    pick! { a = o.expect(\"checked\") => a + 1 }"),
        "{diff}\n{err}"
    );
    assert!(!diff.contains("twice! { run o.expect"), "{diff}");
    assert_eq!(err.matches("tokens the expansion uses twice").count(), 1, "{err}");
    assert!(err.contains("src/lib.rs:20:18: error:"), "at the call's own tokens\n{err}");
    assert!(err.contains("1 match, 1 refused, 1 file changed"), "{err}");
    // `pick!` with the slice: looked into (no longer counted), nothing to match.
    assert!(!err.contains("not looked into"), "{err}");

    // Typed, by default: the model answers about the call's own code in the expansion.
    let out = cocci(&["apply", "--no-daemon", "--in-place", "len.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let lib = std::fs::read_to_string(ws.path().join("src/lib.rs")).unwrap();
    assert!(lib.contains("(pick! { n = v.is_empty() => n }, pick! { n = s.len() == 0 => n })"), "{lib}\n{err}");
    // What was written compiles.
    let check = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["check", "--offline", "--quiet"])
        .current_dir(ws.path())
        .env("CARGO_TARGET_DIR", ws.path().join("target"))
        .env_remove("RUSTC_WRAPPER")
        .output()
        .expect("cargo runs");
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));

    // Told never to: the typed patch counts the calls instead.
    std::fs::write(ws.path().join("src/lib.rs"), LIB).unwrap();
    let out = cocci(&["apply", "--no-daemon", "--no-expand-macros", "len.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert_eq!(diff, "", "{err}");
    assert!(err.contains("2 macro calls not looked into"), "{err}");
}

/// A macro that hands the call's tokens to another token-tree macro (as `tokio::select!` hands
/// them to its own inner rules): the code is reached through both expansions, and rewritten at
/// the call.
#[test]
fn a_call_whose_expansion_calls_another_macro_is_followed_into_it() {
    let lib = "macro_rules! inner {\n    (take $e:expr) => {\n        $e\n    };\n}\n\n\
               macro_rules! outer {\n    (with $($t:tt)*) => {\n        inner! { take $($t)* }\n    };\n}\n\n\
               pub fn k(o: Option<i32>) -> i32 {\n    outer! { with o.unwrap() }\n}\n";
    let ws = project(&[("unwrap.cocci", UNWRAP), ("Cargo.toml", MANIFEST), ("src/lib.rs", lib)]);
    let out = cocci(&["apply", "--no-daemon", "--expand-macros", "--in-place", "unwrap.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let text = std::fs::read_to_string(ws.path().join("src/lib.rs")).unwrap();
    assert_eq!(text, lib.replace("with o.unwrap()", "with o.expect(\"checked\")"), "{err}");
    assert!(err.contains("1 match, 1 file changed"), "{err}");
}

//! Two rules every rewrite respects, library patch or not, checked on small Cargo workspaces
//! that `cargo check` then builds:
//! - inside a `const fn` (or a `const`/`static` initialiser), a method call is added only where
//!   the semantic model says it is const on stable Rust (`Option::unwrap_or` is const only on
//!   nightly: E0658), even for a patch that otherwise needs no model;
//! - in a `#![no_std]` crate, a path the `+` code writes from `std` is written from `core` or
//!   `alloc` where the item lives there, and refused where it is only in std.

mod common;

use common::{cocci, project, read, stderr};
use std::path::Path;
use std::process::Command;

const MANIFEST: &str = "[package]\nname = \"rules\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";

fn library_patch(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../patches").join(name);
    std::fs::read_to_string(path).unwrap()
}

/// `cargo check` of the workspace at `root`: `Ok`, or its error lines.
fn builds(root: &Path) -> Result<(), String> {
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["check", "--offline", "--quiet", "--message-format", "short"])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env_remove("RUSTC_WRAPPER")
        .output()
        .expect("cargo runs");
    if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

#[test]
fn a_method_that_is_not_const_is_not_added_to_a_const_fn() {
    let lib = "pub const fn first(x: Option<u8>) -> u8 {\n    match x { Some(v) => v, None => 0, }\n}\n\n\
               pub fn second(x: Option<u8>) -> u8 {\n    match x { Some(v) => v, None => 0, }\n}\n";
    let ws = project(&[
        ("p.cocci", &library_patch("manual-unwrap-or.cocci")),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", lib),
    ]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    let text = read(&ws, "src/lib.rs");
    assert!(text.contains("pub fn second(x: Option<u8>) -> u8 {\n    x.unwrap_or(0)\n}"), "{text}\n{err}");
    assert!(text.contains("pub const fn first(x: Option<u8>) -> u8 {\n    match x"), "{text}\n{err}");
    assert!(
        err.contains("src/lib.rs:2:5: error: unwrap_or: the rewrite would call `unwrap_or` inside a `const fn`"),
        "{err}"
    );
    builds(ws.path()).unwrap();
}

#[test]
fn a_method_on_code_the_patch_writes_is_not_added_to_a_const_fn_where_std_has_it_never_const() {
    // `(a..=b).contains(&x)`: no model can type the range before it exists, but every
    // `contains` of std is non-const (E0015 in a const fn).
    let lib = "pub const fn digit(x: u8) -> bool {\n    x >= b'0' && x <= b'9'\n}\n\n\
               pub fn lower(x: u8) -> bool {\n    x >= b'a' && x <= b'z'\n}\n";
    let ws = project(&[
        ("p.cocci", &library_patch("manual-range-contains.cocci")),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", lib),
    ]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    let text = read(&ws, "src/lib.rs");
    assert!(text.contains("pub fn lower(x: u8) -> bool {\n    (b'a'..=b'z').contains(&x)\n}"), "{text}\n{err}");
    assert!(text.contains("pub const fn digit(x: u8) -> bool {\n    x >= b'0' && x <= b'9'\n}"), "{text}\n{err}");
    assert!(
        err.contains("src/lib.rs:2:5: error: range_contains: the rewrite would call `contains` inside a `const fn`"),
        "{err}"
    );
    builds(ws.path()).unwrap();
}

#[test]
fn a_no_std_crate_gets_paths_from_core_and_none_only_in_std() {
    let lib = "#![no_std]\nuse core::iter::repeat;\n\n\
               pub fn threes() -> impl Iterator<Item = u8> {\n    repeat(3).take(4)\n}\n\n\
               pub fn zero() -> u8 {\n    0\n}\n";
    let to_repeat_n = library_patch("manual-repeat-n.cocci");
    let ws = project(&[("n.cocci", &to_repeat_n), ("Cargo.toml", MANIFEST), ("src/lib.rs", lib)]);
    let out = cocci(&["apply", "--in-place", "n.cocci", "src"], ws.path());
    let text = read(&ws, "src/lib.rs");
    assert!(text.contains("    core::iter::repeat_n(3, 4)\n"), "{text}\n{}", stderr(&out));
    builds(ws.path()).unwrap();
    // Only std has `std::env::var`: the match is refused, the crate still builds.
    std::fs::write(
        ws.path().join("s.cocci"),
        "@@\n@@\n- core::iter::repeat_n(3, 4)\n+ std::env::var(\"N\").map(|_| 3).into_iter()\n",
    )
    .unwrap();
    let out = cocci(&["apply", "--in-place", "s.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert!(err.contains("`std::env::var` is only in std, and this crate is built without it"), "{err}");
    assert!(read(&ws, "src/lib.rs").contains("    core::iter::repeat_n(3, 4)\n"));
    builds(ws.path()).unwrap();
}

#[test]
fn a_patch_that_needs_no_model_asks_it_before_adding_std_paths_to_a_no_std_crate() {
    // The crate root says `#![no_std]` in another file than the one rewritten: only the model
    // knows, and the untyped patch asks it because its `+` code adds a path from std.
    let lib = "#![no_std]\nmod threes;\n";
    let threes = "pub fn threes() -> impl Iterator<Item = u8> {\n    core::iter::repeat(3).take(4)\n}\n";
    let patch = "@@\nexpression x, n;\n@@\n- core::iter::repeat(x).take(n)\n+ std::iter::repeat_n(x, n)\n";
    let ws = project(&[("n.cocci", patch), ("Cargo.toml", MANIFEST), ("src/lib.rs", lib), ("src/threes.rs", threes)]);
    let out = cocci(&["apply", "--in-place", "n.cocci", "src"], ws.path());
    let text = read(&ws, "src/threes.rs");
    assert!(text.contains("    core::iter::repeat_n(3, 4)\n"), "{text}\n{}", stderr(&out));
    builds(ws.path()).unwrap();
}

#[test]
fn a_fn_that_is_not_const_is_not_added_to_a_static() {
    let lib = "pub const BASE: u32 = 1;\npub static ID: u32 = BASE;\n\npub fn id() -> u32 {\n    BASE\n}\n";
    let ws = project(&[
        ("p.cocci", "@@\n@@\n- BASE\n+ std::process::id()\n"),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", lib),
    ]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    let text = read(&ws, "src/lib.rs");
    assert!(text.contains("pub static ID: u32 = BASE;"), "{text}\n{err}");
    assert!(text.contains("pub fn id() -> u32 {\n    std::process::id()\n}"), "{text}\n{err}");
    assert!(
        err.contains("the rewrite would call `std::process::id` inside a `const` or `static` initialiser"),
        "{err}"
    );
    builds(ws.path()).unwrap();
    // A const fn may be added there: `AtomicUsize::new` (the deprecated-static-inits patch).
    let inits = "use std::sync::atomic::{AtomicUsize, ATOMIC_USIZE_INIT};\n\
                 #[allow(deprecated)]\npub static COUNT: AtomicUsize = ATOMIC_USIZE_INIT;\n";
    std::fs::write(ws.path().join("src/lib.rs"), inits).unwrap();
    std::fs::write(ws.path().join("q.cocci"), "@@\n@@\n- ATOMIC_USIZE_INIT\n+ AtomicUsize::new(0)\n").unwrap();
    let out = cocci(&["apply", "--in-place", "q.cocci", "src"], ws.path());
    assert!(read(&ws, "src/lib.rs").contains("= AtomicUsize::new(0);"), "{}", stderr(&out));
}

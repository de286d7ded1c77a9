//! A real crate migrated the way its maintainer would: `test-data/crates/scopeguard` (as
//! published) has its `guard(v, dropfn)` turned into `guard_with(dropfn, v)` by
//! `test-data/crates/patches/scopeguard-guard-with.cocci`, in its definition, its unit tests,
//! its example, its doctests (`scopeguard::guard`, an import in a `use` group) and its own
//! `defer!` macro (`$crate::guard`). After `cocci apply --in-place`, the old function is gone
//! and no call to it is left, and `cargo check --all-targets` and `cargo test` (doctests
//! included) pass: nothing the crate compiles was missed.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::*;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/crates").canonicalize().unwrap()
}

/// `cargo ARGS` in `dir`, its target folder inside `dir`: whether it passed, and its output.
fn cargo(dir: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(args)
        .args(["--offline", "--quiet"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env_remove("RUSTC_WRAPPER")
        .env_remove("CARGO_BUILD_RUSTC_WRAPPER")
        .output()
        .expect("cargo runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

#[test]
fn scopeguard_migrated_in_its_code_tests_doctests_and_macros_still_builds_and_passes() {
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path().join("scopeguard");
    copy_dir(&data().join("scopeguard"), &krate);
    let patch = data().join("patches/scopeguard-guard-with.cocci");
    let out = cocci(&["apply", "--in-place", patch.to_str().unwrap(), "scopeguard"], dir.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.ends_with("16 matches, 2 files changed, 0 problems\n"), "{err}");
    let lib = std::fs::read_to_string(krate.join("src/lib.rs")).unwrap();
    let example = std::fs::read_to_string(krate.join("examples/readme.rs")).unwrap();
    // The macro's call, a doctest's and a unit test's, each at its place.
    for rewritten in [
        "let _guard = $crate::guard_with(|()| { $($t)* }, ());",
        "//!     let mut file = scopeguard::guard_with(|f| {",
        "///     let mut guard = guard_with(|mut v| v.clear(), Vec::new());",
        "let value = guard_with(|_| dropped.set(true), 42);",
        "pub fn guard_with<T, F>(dropfn: F, v: T) -> ScopeGuard<T, F, Always>",
    ] {
        assert!(lib.contains(rewritten), "{rewritten}\n{lib}");
    }
    assert!(example.contains("use scopeguard::guard_with;") && example.contains("guard_with(|f| {"), "{example}");
    // The old function is gone, and nothing calls it any more.
    for text in [&lib, &example] {
        assert!(!text.contains("guard(") && !text.contains("fn guard<"), "{text}");
    }
    let (checked, text) = cargo(&krate, &["check", "--all-targets"]);
    assert!(checked, "cargo check --all-targets:\n{text}");
    let (tested, text) = cargo(&krate, &["test"]);
    assert!(tested, "cargo test:\n{text}");
    assert!(text.contains("6 passed") && text.contains("8 passed"), "doctests and unit tests ran:\n{text}");
}

//! Typed patches on real crates: `test-data/crates/` holds small crates copied (or trimmed) from
//! crates.io, each its own Cargo workspace with no dependencies (their Cargo.toml says where
//! they come from). The same four rewrites (`is_empty`, `copied`/`cloned`, `contains`,
//! `unwrap_or_default`) are applied with `cocci apply --in-place` in their untyped form
//! (`test-data/crates/patches/untyped.cocci`) and their typed form (`typed.cocci`), each on a
//! fresh copy of the crates, then `cargo check --offline` judges the result:
//!
//! - untyped: every crate fails, with the errors written below (each a real case of a rewrite
//!   that needs types);
//! - typed: the one right rewrite among them is made, the wrong ones are not, and every crate
//!   compiles.
//!
//! `unconditional_recursion` is denied: `self.len() == 0` in `fn is_empty` becoming
//! `self.is_empty()` compiles, with a warning only, into a fn that never returns.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::*;

const CRATES: [&str; 4] = ["clap-matches", "syn-punctuated", "thin-vec", "tokio-rand"];

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/crates").canonicalize().unwrap()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let name = e.file_name();
        if name == "target" || name == "Cargo.lock" {
            continue;
        }
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &to.join(&name));
        } else {
            std::fs::copy(e.path(), to.join(&name)).unwrap();
        }
    }
}

/// A fresh copy of the vendored crates.
fn copy_crates() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for name in CRATES {
        copy_dir(&data().join(name), &dir.path().join(name));
    }
    dir
}

/// `cocci apply --in-place PATCH CRATE` on each crate (each is its own workspace, so each
/// loads its own semantic model); the matches counted in the closing summaries.
fn apply(patch: &str, root: &Path) -> usize {
    let patch = data().join("patches").join(patch);
    let mut total = 0;
    for name in CRATES {
        let out = cocci(&["apply", "--in-place", patch.to_str().unwrap(), name], root);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(0), "cocci apply on {name}: {err}");
        let summary = err.lines().last().unwrap_or_default();
        assert!(summary.contains(", 0 problems"), "cocci apply on {name}: {err}");
        total += summary.split(' ').next().and_then(|n| n.parse::<usize>().ok()).expect(summary);
    }
    total
}

/// `cargo check --offline` of one crate: `Ok` or its error lines (`error[E0599]: ...`).
fn check(root: &Path, name: &str) -> Result<(), Vec<String>> {
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["check", "--offline", "--quiet", "--message-format", "short"])
        .current_dir(root.join(name))
        // One target folder for the crates of a run, inside its temporary folder.
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env("RUSTFLAGS", "-D unconditional_recursion")
        .env_remove("RUSTC_WRAPPER")
        .env_remove("CARGO_BUILD_RUSTC_WRAPPER")
        .output()
        .expect("cargo runs");
    if out.status.success() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(&out.stderr);
    let errors: Vec<String> =
        text.lines().filter_map(|l| l.split_once(": error").map(|(_, e)| format!("error{e}"))).collect();
    assert!(!errors.is_empty(), "{name}: cargo check fails without errors of the code:\n{text}");
    Err(errors)
}

fn read(root: &Path, file: &str) -> String {
    std::fs::read_to_string(root.join(file)).unwrap()
}

#[test]
fn untyped_rewrites_break_real_crates_and_typed_ones_do_not() {
    let start = std::time::Instant::now();

    // Untyped: ten rewrites, and not one crate compiles after them.
    let untyped = copy_crates();
    let root = untyped.path();
    assert_eq!(apply("untyped.cocci", root), 10, "untyped matches");
    // What each crate's errors must include: the error and the code it is in.
    let want: [(&str, &[&str]); 4] = [
        // `self.valid_args.iter().any(|s| *s == arg)`: `Vec<Id>` and `&str` (clap_builder).
        ("clap-matches", &["error[E0308]: mismatched types"; 4]),
        // `self.last.map(|t| *t)` on an `Option<Box<T>>` (syn's Punctuated).
        ("syn-punctuated", &["error[E0599]: no method named `copied` found for enum `Option<Box<T>>`"; 2]),
        // `collected.len() > 0` on a `vec::IntoIter` (`ExactSizeIterator::is_empty` is unstable),
        // and `self.len() == 0` in `fn is_empty`.
        (
            "thin-vec",
            &[
                "error[E0658]: use of unstable library feature `exact_size_is_empty`",
                "error: function cannot return without recursing",
            ],
        ),
        // `unwrap_or_else(FastRand::new)`: `FastRand` is not `Default` (tokio).
        ("tokio-rand", &["error[E0277]: the trait bound `FastRand: Default` is not satisfied"]),
    ];
    for (name, errors) in want {
        let got = check(root, name).expect_err(&format!("{name} compiles after the untyped rewrites"));
        let mut missing = Vec::new();
        for e in errors {
            let n = errors.iter().filter(|x| *x == e).count();
            let found = got.iter().filter(|g| g.starts_with(e)).count();
            if found != n {
                missing.push(format!("{e} ({found} times, not {n})"));
            }
        }
        assert!(missing.is_empty() && got.len() == errors.len(), "{name}: errors {got:#?}, expected {missing:#?}");
    }
    assert!(
        read(root, "thin-vec/src/lib.rs").contains("    pub fn is_empty(&self) -> bool {\n        self.is_empty()\n")
    );
    assert!(read(root, "clap-matches/src/parser.rs").contains("self.valid_args.contains(&arg)"));

    // Typed: the one right rewrite (a `Vec`'s `len() == 0` in syn), none of the nine wrong ones,
    // and every crate compiles.
    let typed = copy_crates();
    let root = typed.path();
    assert_eq!(apply("typed.cocci", root), 1, "typed matches");
    let syn = read(root, "syn-punctuated/src/punctuated.rs");
    assert!(syn.contains("self.inner.is_empty() && self.last.is_none()"), "{syn}");
    assert!(syn.contains("last: self.last.map(|t| *t).into_iter(),"));
    assert!(read(root, "thin-vec/src/lib.rs").contains("if collected.len() > 0 {"));
    assert!(read(root, "clap-matches/src/parser.rs").contains("self.valid_args.iter().any(|s| *s == arg)"));
    assert!(read(root, "tokio-rand/src/runtime/context.rs").contains("unwrap_or_else(FastRand::new)"));
    for name in CRATES {
        if let Err(errors) = check(root, name) {
            panic!("{name} does not compile after the typed rewrites: {errors:#?}");
        }
    }
    eprintln!("real crates: {:?}", start.elapsed());
}

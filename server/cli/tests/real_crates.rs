//! Typed patches on real crates: `test-data/crates/` holds small crates copied (or trimmed) from
//! crates.io, each its own Cargo workspace with no dependencies (their Cargo.toml says where
//! they come from). The same four rewrites (`is_empty`, `copied`/`cloned`, `contains`,
//! `unwrap_or_default`) are applied with `cocci apply --in-place` in their untyped form
//! (`test-data/crates/patches/untyped.cocci`) and their typed form (`typed.cocci`), each on a
//! fresh copy of the crates, then `cargo check --offline` judges the result:
//!
//! - untyped: every crate fails, with the errors written below (each a real case of a rewrite
//!   that needs types), but for `self.len() == 0` in `fn is_empty`, which cocci itself refuses
//!   (it would become a fn calling itself forever);
//! - untyped with `--verify`: the build backs out each wrong rewrite, saying why, and every
//!   crate compiles;
//! - typed: the one right rewrite among them is made, the wrong ones are not, and every crate
//!   compiles.
//!
//! `unconditional_recursion` is denied: a fn made to call itself compiles, with a warning only,
//! into a fn that never returns.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::*;

const CRATES: [&str; 4] = ["clap-matches", "syn-punctuated", "thin-vec", "tokio-rand"];

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/crates").canonicalize().unwrap()
}

/// A fresh copy of the vendored crates.
fn copy_crates() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for name in CRATES {
        copy_dir(&data().join(name), &dir.path().join(name));
    }
    dir
}

/// `cocci apply --in-place PATCH CRATE` (and `extra` arguments) on each crate (each is its own
/// workspace, so each loads its own semantic model): the matches counted in the closing
/// summaries (made and refused), and the error lines (refused rewrites).
fn apply(patch: &str, root: &Path, extra: &[&str]) -> (usize, Vec<String>) {
    let patch = data().join("patches").join(patch);
    let mut total = 0;
    let mut errors = Vec::new();
    for name in CRATES {
        let mut args = vec!["apply", "--in-place"];
        args.extend(extra);
        args.extend([patch.to_str().unwrap(), name]);
        let out = cocci(&args, root);
        let err = stderr(&out);
        let problems: Vec<String> = err
            .lines()
            .filter(|l| l.starts_with(&format!("{name}/")) && !l.contains(": warning: ") && !l.contains(": note: "))
            .map(str::to_owned)
            .collect();
        let status = if problems.is_empty() { 0 } else { 2 };
        assert_eq!(out.status.code(), Some(status), "cocci apply on {name}: {err}");
        let summary = err.lines().last().unwrap_or_default();
        assert!(summary.contains(&format!(", {} problem", problems.len())), "cocci apply on {name}: {err}");
        total += summary.split(' ').next().and_then(|n| n.parse::<usize>().ok()).expect(summary);
        // Matches refused are counted apart: `9 matches, 1 refused, ...`.
        total += summary.split(", ").find_map(|part| part.strip_suffix(" refused")?.parse::<usize>().ok()).unwrap_or(0);
        errors.extend(problems);
    }
    (total, errors)
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

    // Untyped: ten matches, nine rewrites, and not one crate compiles after them. The tenth
    // match, which would make `is_empty` call itself, is refused.
    let untyped = copy_crates();
    let root = untyped.path();
    let (matches, refused) = apply("untyped.cocci", root, &[]);
    assert_eq!(matches, 10, "untyped matches");
    assert_eq!(
        refused,
        [
            "thin-vec/src/lib.rs:753:9: error: len: the rewrite would make `is_empty` call itself (a call of `is_empty` added inside `fn is_empty`): this match is left as it was"
        ]
    );
    // What each crate's errors must include: the error and the code it is in.
    let want: [(&str, &[&str]); 4] = [
        // `self.valid_args.iter().any(|s| *s == arg)`: `Vec<Id>` and `&str` (clap_builder).
        ("clap-matches", &["error[E0308]: mismatched types"; 4]),
        // `self.last.map(|t| *t)` on an `Option<Box<T>>` (syn's Punctuated).
        ("syn-punctuated", &["error[E0599]: no method named `copied` found for enum `Option<Box<T>>`"; 2]),
        // `collected.len() > 0` on a `vec::IntoIter` (`ExactSizeIterator::is_empty` is unstable).
        ("thin-vec", &["error[E0658]: use of unstable library feature `exact_size_is_empty`"]),
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
        read(root, "thin-vec/src/lib.rs").contains("    pub fn is_empty(&self) -> bool {\n        self.len() == 0\n")
    );
    assert!(read(root, "clap-matches/src/parser.rs").contains("self.valid_args.contains(&arg)"));

    // Typed: the one right rewrite (a `Vec`'s `len() == 0` in syn), none of the nine wrong ones,
    // and every crate compiles.
    let typed = copy_crates();
    let root = typed.path();
    assert_eq!(apply("typed.cocci", root, &[]), (1, Vec::new()), "typed matches");
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

/// The untyped patch with `--verify`: what rust-analyzer and then the build find wrong is
/// backed out, one rewrite at a time, each refusal saying where and why; what is left compiles.
#[test]
fn verify_backs_out_each_rewrite_the_build_refuses() {
    let start = std::time::Instant::now();
    let verified = copy_crates();
    let root = verified.path();
    let (matches, refused) = apply("untyped.cocci", root, &["--verify"]);
    for name in CRATES {
        if let Err(errors) = check(root, name) {
            panic!("{name} does not compile after the verified rewrites: {errors:#?}\nrefused: {refused:#?}");
        }
    }
    // The E0658 that rust-analyzer does not report is the build's to find, at the rewrite.
    assert!(
        refused.iter().any(|l| l.starts_with("thin-vec/src/lib.rs:2983:16: len: refused by --verify (cargo check): error[E0658]")),
        "{refused:#?}"
    );
    // The other wrong rewrites, each refused where it is: clap's four `contains` (E0308),
    // tokio's `unwrap_or_default` (E0277), syn's two `copied` on an `Option<Box<T>>` (E0599;
    // a later rule's changes are checked one by one too, not with the file's whole rewrite),
    // thin-vec's recursion.
    for (crate_name, count, why) in [
        ("clap-matches", 4, "E0308"),
        ("tokio-rand", 1, "E0277"),
        ("syn-punctuated", 2, "E0599"),
        ("thin-vec", 1, "call itself"),
    ] {
        let found = refused.iter().filter(|l| l.starts_with(&format!("{crate_name}/")) && l.contains(why)).count();
        assert_eq!(found, count, "{crate_name} {why}: {refused:#?}");
    }
    assert_eq!(matches, 10, "every match made or refused: {refused:#?}");
    eprintln!("verified real crates: {:?}", start.elapsed());
}

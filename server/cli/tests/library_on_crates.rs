//! The patch library on real code: every patch of `patches/` is applied with `cocci apply
//! --in-place`, in name order, each on what the ones before left, to one fresh copy of every
//! vendored crate in `test-data/crates/` (real crates, or excerpts of them, on which library
//! patches once went wrong: http's `Pos::is_some`, clap's `const fn` matching on `&Option`,
//! allocator-api2's own `Vec` and `Box` in a `no_std` crate, a module's own `String`). Then every
//! crate must still `cargo check`, with `unconditional_recursion` denied: a library patch that
//! breaks one of them is not safe as the cookbook says.
//!
//! What the library refused along the way (with the reason each gives) is printed; the test
//! fails on wrong code, not on refusals.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::*;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The vendored crates (folders with a `Cargo.toml`), sorted.
fn crates() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("test-data/crates"))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn patches() -> Vec<PathBuf> {
    let mut all: Vec<PathBuf> = std::fs::read_dir(root().join("patches"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cocci"))
        .collect();
    all.sort();
    all
}

/// Makes the copied crates members of one workspace: each vendored crate is a workspace of its
/// own, and a typed patch would load the standard library once per workspace, for each of the
/// library's patches (most of this test's time). What is checked does not change: the crates
/// share no dependency, and each keeps its edition, features and lints.
fn one_workspace(dir: &Path, names: &[String]) {
    for name in names {
        let manifest = dir.join(name).join("Cargo.toml");
        let text = std::fs::read_to_string(&manifest).unwrap();
        let own: Vec<&str> = text.lines().filter(|l| l.trim() != "[workspace]").collect();
        assert!(own.len() < text.lines().count(), "{name}: its manifest declares no workspace of its own");
        std::fs::write(&manifest, own.join("\n") + "\n").unwrap();
    }
    let members: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
    let root = format!("[workspace]\nresolver = \"2\"\nmembers = [{}]\n", members.join(", "));
    std::fs::write(dir.join("Cargo.toml"), root).unwrap();
}

/// `cargo check --offline --all-targets` of one crate, recursion denied: its error lines.
fn check(dir: &Path, target: &Path) -> Result<(), String> {
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["check", "--offline", "--quiet", "--message-format", "short"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env("RUSTFLAGS", "-D unconditional_recursion")
        .env_remove("RUSTC_WRAPPER")
        .output()
        .expect("cargo runs");
    if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

#[test]
fn every_library_patch_leaves_every_vendored_crate_compiling() {
    let start = std::time::Instant::now();
    let copy = tempfile::tempdir().unwrap();
    let names = crates();
    assert!(names.len() >= 6, "{names:?}");
    for name in &names {
        copy_dir(&root().join("test-data/crates").join(name), &copy.path().join(name));
    }
    one_workspace(copy.path(), &names);
    let target = copy.path().join("target");
    for name in &names {
        check(&copy.path().join(name), &target).unwrap_or_else(|e| panic!("{name} does not compile before: {e}"));
    }
    let mut changed = Vec::new();
    let mut refused = Vec::new();
    for patch in patches() {
        let mut args = vec!["apply", "--in-place", patch.to_str().unwrap()];
        args.extend(names.iter().map(String::as_str));
        let out = cocci(&args, copy.path());
        let err = stderr(&out);
        let summary = err.lines().last().unwrap_or_default().to_owned();
        let patch_name = patch.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(out.status.code().is_some_and(|c| c == 0 || c == 2), "{patch_name}: {err}");
        refused.extend(err.lines().filter(|l| l.contains(": error: ")).map(|l| format!("{patch_name}: {l}")));
        if !summary.contains(" 0 files changed") {
            changed.push(format!("{patch_name}: {summary}"));
        }
    }
    eprintln!("changed:\n{}\nrefused:\n{}", changed.join("\n"), refused.join("\n"));
    let broken: Vec<String> = names
        .iter()
        .filter_map(|name| check(&copy.path().join(name), &target).err().map(|e| format!("=== {name}\n{e}")))
        .collect();
    assert!(broken.is_empty(), "the library broke {} crates:\n{}", broken.len(), broken.join("\n"));
    eprintln!("library on crates: {:?}", start.elapsed());
}

//! The configuration the semantic model analyses: code under a `cfg` that is off is configured
//! out, and a typed patch skips its candidates, saying which `cfg` hid them; `--features`,
//! `--all-features`, `--cfg` and `--target` turn that code on, as they do for `cargo check`.

mod common;

use common::{cocci, project, stderr, stdout};

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const MANIFEST: &str = "[package]\nname = \"configured\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                        [features]\nfast = []\nslow = []\n\n[workspace]\n";
const LIB: &str = "pub fn always(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n\n\
                   #[cfg(feature = \"fast\")]\npub fn fast(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n\n\
                   #[cfg(feature = \"slow\")]\npub fn slow(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n\n\
                   #[cfg(tokio_unstable)]\npub fn unstable(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n\n\
                   #[cfg(windows)]\npub fn windows(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";

/// The lines `check` reported a match on.
fn matched_lines(args: &[&str]) -> (Vec<u32>, String) {
    let ws = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let mut all = vec!["check"];
    all.extend(args);
    all.extend(["p.cocci", "src"]);
    let out = cocci(&all, ws.path());
    let lines =
        stdout(&out).lines().filter_map(|l| l.strip_prefix("src/lib.rs:")?.split(':').next()?.parse().ok()).collect();
    (lines, stderr(&out))
}

#[test]
fn by_default_code_behind_an_off_cfg_is_skipped_and_the_cfg_named() {
    let ws = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let out = cocci(&["check", "--explain-skips", "p.cocci", "src"], ws.path());
    let (out_text, err) = (stdout(&out), stderr(&out));
    assert_eq!(out_text.lines().count(), 1, "only `always`: {out_text}");
    assert!(out_text.starts_with("src/lib.rs:2:5"), "{out_text}");
    assert!(err.contains("src/lib.rs:7:5: rule@1: skipped: configured out by `#[cfg(feature = \"fast\")]`"), "{err}");
    assert!(err.contains("skipped: configured out by `#[cfg(tokio_unstable)]`"), "{err}");
}

#[test]
fn features_turn_on_the_code_they_gate() {
    let (lines, err) = matched_lines(&["--features", "fast"]);
    assert_eq!(lines, [2, 7], "{err}");
    let (lines, err) = matched_lines(&["--features", "fast,slow"]);
    assert_eq!(lines, [2, 7, 12], "{err}");
    let (lines, err) = matched_lines(&["--all-features"]);
    assert_eq!(lines, [2, 7, 12], "{err}");
}

#[test]
fn a_cfg_and_a_target_turn_on_theirs() {
    let (lines, err) = matched_lines(&["--cfg", "tokio_unstable"]);
    assert_eq!(lines, [2, 17], "{err}");
    let (lines, err) = matched_lines(&["--target", "x86_64-pc-windows-msvc"]);
    assert_eq!(lines, [2, 22], "{err}");
}

#[test]
fn a_malformed_cfg_is_an_error_that_says_what_is_expected() {
    let ws = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let out = cocci(&["check", "--cfg", "not an ident", "p.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("expected NAME or NAME=VALUE"), "{}", stderr(&out));
}

#[test]
fn explain_takes_the_same_options() {
    let ws = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let out = cocci(&["explain", "p.cocci", "src/lib.rs:7"], ws.path());
    assert!(stdout(&out).contains("configured out by `#[cfg(feature = \"fast\")]`"), "{}", stdout(&out));
    let out = cocci(&["explain", "--features", "fast", "p.cocci", "src/lib.rs:7"], ws.path());
    assert!(stdout(&out).contains(": matched at src/lib.rs:7:5-7:17"), "{}{}", stdout(&out), stderr(&out));
    let out = cocci(&["explain", "--all-cfgs", "p.cocci", "src/lib.rs:12"], ws.path());
    assert!(stdout(&out).contains(": matched at src/lib.rs:12:5-12:17"), "{}{}", stdout(&out), stderr(&out));
}

#[test]
fn all_cfgs_asks_a_model_with_every_feature_on_about_code_the_run_configures_out() {
    let (lines, err) = matched_lines(&["--all-cfgs", "--explain-skips"]);
    assert_eq!(lines, [2, 7, 12], "both features' code, as with --all-features\n{err}");
    // What no feature turns on stays skipped, its cfg named.
    assert!(err.contains("src/lib.rs:17:5: rule@1: skipped: configured out by `#[cfg(tokio_unstable)]`"), "{err}");
    assert!(err.contains("src/lib.rs:22:5: rule@1: skipped: configured out by `#[cfg(windows)]`"), "{err}");
    // With a cfg of its own, the other configuration takes it too.
    let (lines, err) = matched_lines(&["--all-cfgs", "--cfg", "tokio_unstable"]);
    assert_eq!(lines, [2, 7, 12, 17], "{err}");
}

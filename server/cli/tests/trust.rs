//! Loading the semantic model runs nothing a workspace configures unless the user trusts it:
//! a workspace whose `.cargo/config.toml` names a `rustc-wrapper` and a `build.rustc` that leave
//! a marker file when run, and one whose `rust-toolchain.toml` names a toolchain that does not
//! exist. A typed patch must still match there (the model loads with cocci's own toolchain),
//! and no marker may appear; with `--trust-workspace` the workspace's programs do run.
#![cfg(unix)]

mod common;

use common::{cocci, project, stderr, stdout};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const LIB: &str = "pub fn f(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";
const MANIFEST: &str = "[package]\nname = \"trusting\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";

/// A shell script at `path` that appends its arguments to `marker`, then runs `then`.
fn script(path: &Path, marker: &Path, then: &str) {
    let text = format!("#!/bin/sh\necho \"$@\" >> '{}'\nexec {then}\n", marker.display());
    std::fs::write(path, text).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// A workspace whose cargo configuration names a wrapper and a rustc of its own, each leaving
/// a marker (`wrapper-ran`, `rustc-ran`) when run.
pub fn configured_workspace() -> tempfile::TempDir {
    let ws = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    let root = ws.path();
    script(&root.join("wrapper.sh"), &root.join("wrapper-ran"), "\"$@\"");
    script(&root.join("rustc.sh"), &root.join("rustc-ran"), "rustc \"$@\"");
    std::fs::create_dir_all(root.join(".cargo")).unwrap();
    let config = format!(
        "[build]\nrustc-wrapper = '{}'\nrustc = '{}'\n",
        root.join("wrapper.sh").display(),
        root.join("rustc.sh").display()
    );
    std::fs::write(root.join(".cargo/config.toml"), config).unwrap();
    ws
}

fn markers(root: &Path) -> Vec<&'static str> {
    ["wrapper-ran", "rustc-ran"].into_iter().filter(|m| root.join(m).exists()).collect()
}

#[test]
fn an_untrusted_workspace_runs_none_of_its_configured_programs() {
    let ws = configured_workspace();
    let out = cocci(&["check", "p.cocci", "src"], ws.path());
    // The model loaded (with cocci's own toolchain) and the Vec was matched by its type.
    assert!(stdout(&out).contains("src/lib.rs:2:5"), "{}\n{}", stdout(&out), stderr(&out));
    assert_eq!(markers(ws.path()), Vec::<&str>::new(), "{}", stderr(&out));
    // `--verify` loads the model too, even for an untyped patch.
    let untyped = "@@\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
    std::fs::write(ws.path().join("u.cocci"), untyped).unwrap();
    let out = cocci(&["apply", "--verify", "u.cocci", "src"], ws.path());
    assert!(stdout(&out).contains("+    v.is_empty()"), "{}\n{}", stdout(&out), stderr(&out));
    assert_eq!(markers(ws.path()), Vec::<&str>::new(), "{}", stderr(&out));
}

#[test]
fn a_trusted_workspace_runs_what_it_configures() {
    let ws = configured_workspace();
    let out = cocci(&["check", "--trust-workspace", "p.cocci", "src"], ws.path());
    assert!(stdout(&out).contains("src/lib.rs:2:5"), "{}\n{}", stdout(&out), stderr(&out));
    // The same test without trust finds no marker: this shows the markers do appear when the
    // workspace's programs run.
    assert_eq!(markers(ws.path()), ["wrapper-ran", "rustc-ran"], "{}", stderr(&out));
}

#[test]
fn an_untrusted_workspace_cannot_pick_the_toolchain() {
    let ws = project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB)]);
    // A toolchain that does not exist: honouring this file would fail the load (rustup may
    // not install it), so a match shows it was not honoured.
    std::fs::write(ws.path().join("rust-toolchain.toml"), "[toolchain]\nchannel = \"cocci-no-such-toolchain\"\n")
        .unwrap();
    let out = cocci(&["check", "p.cocci", "src"], ws.path());
    assert!(stdout(&out).contains("src/lib.rs:2:5"), "{}\n{}", stdout(&out), stderr(&out));
    assert!(!stderr(&out).contains("cannot load"), "{}", stderr(&out));
}

#[test]
fn a_path_dependency_outside_the_workspace_is_read_only_when_trusted() {
    let dir = project(&[
        ("ws/p.cocci", TYPED),
        (
            "ws/Cargo.toml",
            "[package]\nname = \"trusting\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nnearby = { path = \"../nearby\" }\n\n[workspace]\n",
        ),
        ("ws/src/lib.rs", LIB),
        ("nearby/Cargo.toml", "[package]\nname = \"nearby\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
        ("nearby/src/lib.rs", "pub fn f() {}\n"),
    ]);
    let ws = dir.path().join("ws");
    let out = cocci(&["check", "p.cocci", "src"], &ws);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the path dependency") && err.contains("nearby") && err.contains("--trust-workspace"),
        "{err}"
    );
    let out = cocci(&["check", "--trust-workspace", "p.cocci", "src"], &ws);
    assert!(stdout(&out).contains("src/lib.rs:2:5"), "{}\n{}", stdout(&out), stderr(&out));
}

/// A build script that writes code into `OUT_DIR`, and a library that includes it.
const BUILD_RS: &str = "fn main() {\n    let out = std::env::var(\"OUT_DIR\").unwrap();\n    \
    std::fs::write(format!(\"{out}/gen.rs\"), \"pub fn generated() -> Vec<u8> { Vec::new() }\\n\").unwrap();\n}\n";
const INCLUDING: &str =
    "include!(concat!(env!(\"OUT_DIR\"), \"/gen.rs\"));\n\npub fn f() -> bool {\n    generated().len() == 0\n}\n";

#[test]
fn build_scripts_run_only_for_a_trusted_workspace() {
    let ws =
        project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("build.rs", BUILD_RS), ("src/lib.rs", INCLUDING)]);
    // Untrusted: the generated fn is unknown, so its call's type is too: skipped, and said.
    let out = cocci(&["check", "--explain-skips", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("src/lib.rs:4:5: rule@1: skipped: unknown type in a crate whose build script did not run"),
        "{err}"
    );
    assert!(!ws.path().join("target").exists(), "no build ran");
    // Trusted: the build script ran, and the generated code is known.
    let out = cocci(&["check", "--trust-workspace", "p.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stdout(&out).contains("src/lib.rs:4:5"), "{}", stdout(&out));
}

/// A proc-macro crate of the workspace (no dependencies: the compiler's `proc_macro` only) whose
/// derive gives the type an inherent `items()` returning a `Vec<u8>`, and a library using it.
const DERIVE_MANIFEST: &str = "[package]\nname = \"gen\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
    [lib]\nproc-macro = true\n";
const DERIVE: &str = "use proc_macro::TokenStream;\n\n\
    #[proc_macro_derive(Items)]\n\
    pub fn items(input: TokenStream) -> TokenStream {\n    \
    let text = input.to_string();\n    \
    let name = text.split_whitespace().skip_while(|w| *w != \"struct\").nth(1).unwrap().trim_end_matches(';');\n    \
    format!(\"impl {name} {{ pub fn items() -> Vec<u8> {{ Vec::new() }} }}\").parse().unwrap()\n}\n";
const USING_MANIFEST: &str = "[package]\nname = \"using\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
    [dependencies]\ngen = { path = \"gen\" }\n\n[workspace]\nmembers = [\"gen\"]\n";
const USING: &str = "#[derive(gen::Items)]\npub struct S;\n\npub fn f() -> bool {\n    S::items().len() == 0\n}\n";

#[test]
fn proc_macros_run_only_for_a_trusted_workspace() {
    let ws = project(&[
        ("p.cocci", TYPED),
        ("Cargo.toml", USING_MANIFEST),
        ("src/lib.rs", USING),
        ("gen/Cargo.toml", DERIVE_MANIFEST),
        ("gen/src/lib.rs", DERIVE),
    ]);
    // Untrusted: the derive does not run, `S::items` is unknown, and the skip says so.
    let out = cocci(&["check", "--explain-skips", "p.cocci", "src"], ws.path());
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("src/lib.rs:5:5: rule@1: skipped: unknown type in a crate whose proc macros (`gen`) did not run"),
        "{err}"
    );
    assert!(
        err.contains("--trust-workspace runs them") && err.contains("(proc macros or build script not run: 1)"),
        "{err}"
    );
    assert!(!ws.path().join("target").exists(), "no build ran");
    // Trusted: the proc macro is built and expanded (the toolchain's proc-macro server), and
    // the impl it generates is known.
    let out = cocci(&["check", "--trust-workspace", "p.cocci", "src"], ws.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stdout(&out).contains("src/lib.rs:5:5"), "{}", stdout(&out));
}

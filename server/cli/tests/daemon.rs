//! The background model: a typed run leaves its semantic model loaded in a `cocci daemon` for
//! the next run over the same paths, which gives the same answers without the load, after
//! re-reading the files that changed; only runs on a terminal use it unless told to.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{Terminal, on_a_terminal, project, stderr, stdout};

const TYPED: &str = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const MANIFEST: &str = "[package]\nname = \"warm\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
const LIB: &str = "pub mod a;\npub fn f() -> bool {\n    let v = a::make();\n    v.len() == 0\n}\n";
const MAKE_VEC: &str = "pub fn make() -> Vec<u8> {\n    Vec::new()\n}\n";
const MAKE_STRING: &str = "pub fn make() -> String {\n    String::new()\n}\n";

fn workspace() -> tempfile::TempDir {
    project(&[("p.cocci", TYPED), ("Cargo.toml", MANIFEST), ("src/lib.rs", LIB), ("src/a.rs", MAKE_VEC)])
}

/// `cocci check p.cocci src` with stderr on a terminal and the daemon's folder `sockets`:
/// (stderr, stdout).
fn check_on_terminal(ws: &Path, sockets: &Path, extra: &[(&str, &str)]) -> (String, String) {
    let mut env = vec![("COCCI_DAEMON_DIR", sockets.to_str().unwrap()), ("COCCI_DAEMON_IDLE", "4")];
    env.extend_from_slice(extra);
    on_a_terminal(&["check", "p.cocci", "src"], ws, Terminal::Stderr, &env)
}

/// A folder for the daemons' sockets that only this user may enter, as the daemon requires.
fn private_folder() -> tempfile::TempDir {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o700)).unwrap();
    dir
}

fn sockets_in(dir: &Path) -> Vec<String> {
    let names = std::fs::read_dir(dir).map(|d| d.flatten().map(|e| e.file_name().to_string_lossy().into_owned()));
    names.map(|n| n.filter(|n| n.ends_with(".sock")).collect()).unwrap_or_default()
}

#[test]
fn a_second_run_asks_the_model_the_first_left_loaded_and_sees_the_files_as_they_are() {
    let ws = workspace();
    let sockets = private_folder();
    let always = [("COCCI_DAEMON", "always")];
    let found = "src/lib.rs:4:5: rule@1: replace `v.len() == 0` with `v.is_empty()`\n";

    let (err, out) = check_on_terminal(ws.path(), sockets.path(), &always);
    assert_eq!(out, found, "{err}");
    assert!(err.contains("semantic model: 1 workspace loaded in"), "{err}");
    assert!(err.contains("stays loaded in the background"), "{err}");
    assert_eq!(sockets_in(sockets.path()).len(), 1, "{err}");

    let (err, out) = check_on_terminal(ws.path(), sockets.path(), &always);
    assert_eq!(out, found, "the same answers, warm: {err}");
    assert!(err.contains("already loaded in the background (0 changed files re-read)"), "{err}");
    assert!(!err.contains("workspace loaded in"), "no load: {err}");

    // Another file than the one matched changes the type: the warm model must know it.
    std::fs::write(ws.path().join("src/a.rs"), MAKE_STRING).unwrap();
    let (err, out) = check_on_terminal(ws.path(), sockets.path(), &always);
    assert_eq!(out, "", "`v` is a String now: {err}");
    assert!(err.contains("(1 changed file re-read)"), "{err}");

    // A manifest changed: the crate graph may differ, so a new model is loaded.
    std::fs::write(ws.path().join("src/a.rs"), MAKE_VEC).unwrap();
    std::fs::write(ws.path().join("Cargo.toml"), format!("{MANIFEST}\n[features]\nx = []\n")).unwrap();
    let (err, out) = check_on_terminal(ws.path(), sockets.path(), &always);
    assert_eq!(out, found, "{err}");
    assert!(err.contains("semantic model: 1 workspace loaded in"), "{err}");

    // Idle, the daemon exits and takes its socket along.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !sockets_in(sockets.path()).is_empty() {
        assert!(Instant::now() < deadline, "the daemon outlived its idle period");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn only_a_run_on_a_terminal_starts_a_background_model_by_default() {
    let ws = workspace();
    let sockets = private_folder();
    let mut piped = std::process::Command::new(env!("CARGO_BIN_EXE_cocci"));
    piped.args(["check", "p.cocci", "src"]).current_dir(ws.path());
    piped.env_remove("COCCI_DAEMON").env("COCCI_DAEMON_DIR", sockets.path());
    let out = piped.output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(sockets_in(sockets.path()).is_empty(), "piped: no daemon");

    let (err, _) = on_a_terminal(
        &["check", "--no-daemon", "p.cocci", "src"],
        ws.path(),
        Terminal::Stderr,
        &[("COCCI_DAEMON", "auto"), ("COCCI_DAEMON_DIR", sockets.path().to_str().unwrap())],
    );
    assert!(err.contains("loaded in"), "{err}");
    assert!(sockets_in(sockets.path()).is_empty(), "--no-daemon: {err}");
}

#[test]
fn a_socket_folder_others_may_enter_is_refused_and_the_run_loads_its_own() {
    use std::os::unix::fs::PermissionsExt;
    let ws = workspace();
    let sockets = tempfile::tempdir().unwrap();
    std::fs::set_permissions(sockets.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cocci"))
        .args(["check", "--daemon", "always", "p.cocci", "src"])
        .current_dir(ws.path())
        .env("COCCI_DAEMON_DIR", sockets.path())
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(err.contains("is not a folder only this user can enter): this run loads its own"), "{err}");
    assert_eq!(stdout(&out), "src/lib.rs:4:5: rule@1: replace `v.len() == 0` with `v.is_empty()`\n", "{err}");
    assert!(sockets_in(sockets.path()).is_empty());
}

#[test]
fn a_load_that_failed_in_the_background_fails_every_run_until_it_loads() {
    let ws = workspace();
    std::fs::write(ws.path().join("Cargo.toml"), "[package\nname = \"broken\"\n").unwrap();
    let sockets = private_folder();
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_cocci"))
            .args(["check", "--daemon", "always", "p.cocci", "src"])
            .current_dir(ws.path())
            .env("COCCI_DAEMON_DIR", sockets.path())
            .env("COCCI_DAEMON_IDLE", "4")
            .output()
            .unwrap()
    };
    for attempt in ["first", "second"] {
        let out = run();
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{attempt}: {err}");
        assert!(err.contains("error: semantic model: cannot load"), "{attempt}: {err}");
        assert!(err.contains("typed candidates were not checked"), "{attempt}: {err}");
    }
    // Mended, the next run loads it.
    std::fs::write(ws.path().join("Cargo.toml"), MANIFEST).unwrap();
    let out = run();
    assert_eq!(
        stdout(&out),
        "src/lib.rs:4:5: rule@1: replace `v.len() == 0` with `v.is_empty()`\n",
        "{}",
        stderr(&out)
    );
}

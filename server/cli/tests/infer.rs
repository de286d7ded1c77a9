//! `cocci infer` on the cases of `test-data/infer/`: each folder holds an example edit
//! (`before.rs`, `after.rs`), the patch it gives (`expected.cocci`) and what is said on stderr
//! (`expected.stderr`: changes left out, and the count), and a third file the patch is applied
//! to (`third.rs`; `third.expected.rs` what it becomes, absent where the patch must leave it
//! alone), and, where present, the options of `cocci infer` (`args`). The patch must turn
//! `before.rs` into `after.rs` where every change is in it.

use std::path::{Path, PathBuf};

mod common;
use common::*;

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/infer");
    let mut cases: Vec<PathBuf> =
        std::fs::read_dir(&root).expect("test-data/infer").map(|e| e.unwrap().path()).filter(|p| p.is_dir()).collect();
    cases.sort();
    cases
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn each_example_gives_its_patch_and_the_patch_gives_the_example() {
    let cases = cases();
    assert!(cases.len() >= 7, "{} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let dir = tempfile::tempdir().unwrap();
        copy_dir(case, dir.path());
        // `args`, where present: the case's options (`--typed`).
        let options = std::fs::read_to_string(case.join("args")).unwrap_or_default();
        let mut args = vec!["infer"];
        args.extend(options.split_whitespace());
        args.extend(["before.rs", "after.rs"]);
        let out = cocci(&args, dir.path());
        let (patch, said) = (stdout(&out), stderr(&out));
        if patch != read(&case.join("expected.cocci")) {
            failures.push(format!("{name}: the patch is\n{patch}"));
            continue;
        }
        if said != read(&case.join("expected.stderr")) {
            failures.push(format!("{name}: stderr is\n{said}"));
        }
        let complete = out.status.success();
        assert_eq!(complete, !said.contains("not in the patch"), "{name}: exit status and stderr disagree");
        // The patch, applied to the example: its changes, every one where none was left out.
        std::fs::write(dir.path().join("p.cocci"), &patch).unwrap();
        let applied = cocci(&["apply", "--in-place", "--no-daemon", "p.cocci", "before.rs", "third.rs"], dir.path());
        assert!(applied.status.success(), "{name}: {}", stderr(&applied));
        if complete && read(&dir.path().join("before.rs")) != read(&case.join("after.rs")) {
            failures.push(format!("{name}: the patch does not give after.rs"));
        }
        let third = read(&dir.path().join("third.rs"));
        let want =
            std::fs::read_to_string(case.join("third.expected.rs")).unwrap_or_else(|_| read(&case.join("third.rs")));
        if third != want {
            failures.push(format!("{name}: third.rs became\n{third}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_working_tree_change_since_a_commit_gives_one_patch_over_its_files() {
    let ws = project(&[
        ("src/a.rs", "fn f(v: &[u8]) -> bool {\n    v.len() == 0\n}\n"),
        ("src/b.rs", "fn g(w: &[u8]) -> bool {\n    let e = w.len() == 0;\n    e && h(w, 1)\n}\n"),
        ("src/c.rs", "fn unchanged() {}\n"),
    ]);
    let git = |args: &[&str]| {
        let out = std::process::Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
            .args(args)
            .current_dir(ws.path())
            .output()
            .unwrap();
        assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    };
    git(&["init", "-q"]);
    git(&["add", "."]);
    git(&["commit", "-q", "-m", "before"]);
    std::fs::write(ws.path().join("src/a.rs"), "fn f(v: &[u8]) -> bool {\n    v.is_empty()\n}\n").unwrap();
    std::fs::write(
        ws.path().join("src/b.rs"),
        "fn g(w: &[u8]) -> bool {\n    let e = w.is_empty();\n    e && h(1, w)\n}\n",
    )
    .unwrap();
    let out = cocci(&["infer", "--git", "HEAD"], ws.path());
    assert_eq!(
        stdout(&out),
        "@@\nexpression e1;\n@@\n- e1.len() == 0\n+ e1.is_empty()\n\n@@\nexpression e1, e2;\n@@\n- h(e1, e2)\n+ h(e2, e1)\n",
        "{}",
        stderr(&out)
    );
    assert_eq!(stderr(&out), "3 of 3 changes in the patch\n");
    assert!(out.status.success());
    // Nothing changed since the commit: said, and no patch.
    git(&["add", "."]);
    git(&["commit", "-q", "-m", "after"]);
    let out = cocci(&["infer", "--git", "HEAD"], ws.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no Rust file changed since HEAD"), "{}", stderr(&out));
}

//! Helpers shared by the command-line tests: running the binary in a folder of files.
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

pub const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
pub const STAR: &str = "@@\nexpression e;\n@@\n* std::mem::transmute(e)\n";

pub fn cocci(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cocci")).args(args).current_dir(cwd).output().expect("cocci runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A folder with a patch and some Rust files.
pub fn project(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        let p = dir.path().join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

pub fn read(dir: &tempfile::TempDir, name: &str) -> String {
    std::fs::read_to_string(dir.path().join(name)).unwrap()
}

/// The names of the temporary files `--in-place` writes, anywhere under `dir`.
pub fn temporary_files(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().map(Result::unwrap) {
            let name = e.file_name().to_string_lossy().into_owned();
            if e.file_type().unwrap().is_dir() {
                stack.push(e.path());
            } else if name.starts_with(".cocci-") && name.ends_with(".tmp") {
                found.push(e.path().display().to_string());
            }
        }
    }
    found
}

/// Copies a folder of files, without build output (`target`) or lock files (`Cargo.lock`).
pub fn copy_dir(from: &Path, to: &Path) {
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

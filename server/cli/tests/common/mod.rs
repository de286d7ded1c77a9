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

/// Which of cocci's outputs [`on_a_terminal`] connects to the pseudo-terminal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Terminal {
    Stdout,
    Stderr,
}

/// Runs cocci with one output on a new pseudo-terminal (the other piped): what it wrote there,
/// and what it wrote to the pipe.
pub fn on_a_terminal(args: &[&str], cwd: &Path, which: Terminal, env: &[(&str, &str)]) -> (String, String) {
    use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
    use std::io::Read;
    use std::process::Stdio;
    let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY).expect("a pseudo-terminal");
    grantpt(&master).unwrap();
    unlockpt(&master).unwrap();
    let name = ptsname(&master, Vec::new()).unwrap();
    let terminal = std::fs::OpenOptions::new().read(true).write(true).open(name.to_str().unwrap()).unwrap();
    let mut reader = std::fs::File::from(master);
    let mut command = Command::new(env!("CARGO_BIN_EXE_cocci"));
    // No background model unless a test asks for one: it would outlive the test.
    command.args(args).current_dir(cwd).env_remove("NO_COLOR").env("COCCI_DAEMON", "never").envs(env.iter().copied());
    match which {
        Terminal::Stdout => command.stdout(Stdio::from(terminal)).stderr(Stdio::piped()),
        Terminal::Stderr => command.stderr(Stdio::from(terminal)).stdout(Stdio::piped()),
    };
    let mut child = command.spawn().expect("cocci runs");
    // The command holds its copy of the terminal until dropped: the reader below sees the end
    // only once no writer is left.
    drop(command);
    // Read while it runs (a full terminal buffer would block it); reading ends with an error
    // once the child has exited and the terminal's last writer is gone.
    let read = std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            out.extend_from_slice(&buf[..n]);
        }
        String::from_utf8_lossy(&out).into_owned()
    });
    let mut piped = String::new();
    match which {
        Terminal::Stdout => child.stderr.take().unwrap().read_to_string(&mut piped).unwrap(),
        Terminal::Stderr => child.stdout.take().unwrap().read_to_string(&mut piped).unwrap(),
    };
    child.wait().unwrap();
    // A terminal turns each `\n` into `\r\n`: back to what cocci wrote.
    (read.join().unwrap().replace("\r\n", "\n"), piped)
}

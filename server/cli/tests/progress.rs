//! The progress line: drawn on stderr when it is a terminal, and never otherwise (piped or
//! logged output stays exactly the results).

mod common;

use common::{UNWRAP, cocci, project, stderr};
use std::io::Read;
use std::process::{Command, Stdio};

/// Runs cocci with stderr on a new pseudo-terminal; what it wrote there.
fn on_a_terminal(args: &[&str], cwd: &std::path::Path) -> String {
    use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
    let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY).expect("a pseudo-terminal");
    grantpt(&master).unwrap();
    unlockpt(&master).unwrap();
    let name = ptsname(&master, Vec::new()).unwrap();
    let terminal = std::fs::OpenOptions::new().read(true).write(true).open(name.to_str().unwrap()).unwrap();
    let mut reader = std::fs::File::from(master);
    let mut child = Command::new(env!("CARGO_BIN_EXE_cocci"))
        .args(args)
        .current_dir(cwd)
        .stdout(Stdio::null())
        .stderr(Stdio::from(terminal))
        .spawn()
        .expect("cocci runs");
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
    child.wait().unwrap();
    read.join().unwrap()
}

#[test]
fn progress_is_drawn_on_a_terminal_and_never_elsewhere() {
    let dir = project(&[("p.cocci", UNWRAP), ("src/a.rs", "fn f() { a.unwrap(); }\n"), ("src/b.rs", "fn g() {}\n")]);
    let shown = on_a_terminal(&["apply", "p.cocci", "src"], dir.path());
    assert!(shown.contains("cocci: ") && shown.contains("/2 files, "), "{shown:?}");
    assert!(shown.contains("\r\x1b[2K"), "drawn in place: {shown:?}");
    assert!(shown.contains("1 match, 1 file changed, 0 problems"), "the summary still follows: {shown:?}");
    let piped = stderr(&cocci(&["apply", "p.cocci", "src"], dir.path()));
    assert_eq!(piped, "1 match, 1 file changed, 0 problems\n", "nothing but the results when piped");
}

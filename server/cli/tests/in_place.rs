//! `apply --in-place` and the files it writes: metadata kept, links, read-only files, leftovers
//! of killed runs, byte order marks.

mod common;
use common::*;
use std::os::unix::fs::{MetadataExt, PermissionsExt};

const SRC: &str = "fn f() { a.unwrap(); }\n";
const NEW: &str = "fn f() { a.expect(\"checked\"); }\n";

#[test]
fn owner_mode_and_extended_attributes_are_kept() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC)]);
    let f = dir.path().join("a.rs");
    std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o640)).unwrap();
    xattr::set(&f, "user.cocci.origin", b"kept").unwrap();
    // Running as root (as CI does), the rewrite used to make every file root's.
    let root = rustix::process::geteuid().is_root();
    if root {
        std::os::unix::fs::chown(&f, Some(4321), Some(8765)).unwrap();
    }
    let before = std::fs::metadata(&f).unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "a.rs"), NEW);
    let after = std::fs::metadata(&f).unwrap();
    assert_ne!(after.ino(), before.ino(), "replaced by a rename, not rewritten in place");
    assert_eq!(after.mode() & 0o7777, 0o640);
    assert_eq!((after.uid(), after.gid()), (before.uid(), before.gid()));
    if root {
        assert_eq!((after.uid(), after.gid()), (4321, 8765));
    }
    assert_eq!(xattr::get(&f, "user.cocci.origin").unwrap().as_deref(), Some(&b"kept"[..]));
}

#[test]
fn hard_linked_files_are_refused_and_stay_linked() {
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", SRC), ("c.rs", SRC)]);
    std::fs::hard_link(dir.path().join("a.rs"), dir.path().join("b.rs")).unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs", "c.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("a.rs: error: has 2 hard links, which rewriting it would split; not written"),
        "{}",
        stderr(&out)
    );
    assert_eq!(read(&dir, "a.rs"), SRC);
    let ino = |n: &str| std::fs::metadata(dir.path().join(n)).unwrap().ino();
    assert_eq!(ino("a.rs"), ino("b.rs"));
    // The other files are still written.
    assert_eq!(read(&dir, "c.rs"), NEW);
}

#[test]
fn a_symbolic_link_named_on_the_command_line_is_written_through() {
    let dir = project(&[("p.cocci", UNWRAP), ("real/x.rs", SRC)]);
    std::os::unix::fs::symlink("real/x.rs", dir.path().join("link.rs")).unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "link.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let link = dir.path().join("link.rs");
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_link(&link).unwrap(), std::path::Path::new("real/x.rs"));
    assert_eq!(read(&dir, "real/x.rs"), NEW);
    let target = dir.path().canonicalize().unwrap().join("real/x.rs");
    assert!(
        stderr(&out).contains(&format!("link.rs: note: a symbolic link; wrote its target {}", target.display())),
        "{}",
        stderr(&out)
    );
}

#[test]
fn symbolic_links_inside_folders_are_not_followed() {
    let outside = project(&[("x.rs", SRC)]);
    let dir = project(&[("p.cocci", UNWRAP), ("src/a.rs", SRC)]);
    std::os::unix::fs::symlink(outside.path().join("x.rs"), dir.path().join("src/x.rs")).unwrap();
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(read(&dir, "src/a.rs"), NEW);
    assert_eq!(read(&outside, "x.rs"), SRC);
}

#[test]
fn read_only_files_are_written_only_where_the_user_may_write_them() {
    let dir = project(&[("p.cocci", UNWRAP), ("ro.rs", SRC), ("rw.rs", SRC)]);
    let ro = dir.path().join("ro.rs");
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o444)).unwrap();
    let may_write = rustix::fs::access(&ro, rustix::fs::Access::WRITE_OK).is_ok();
    let out = cocci(&["apply", "--in-place", "p.cocci", "."], dir.path());
    assert_eq!(std::fs::metadata(&ro).unwrap().mode() & 0o777, 0o444);
    assert_eq!(read(&dir, "rw.rs"), NEW);
    if may_write {
        // Root: written with a warning, its mode kept.
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(
            stderr(&out).contains("./ro.rs: warning: read-only; written as this user may, mode kept"),
            "{}",
            stderr(&out)
        );
        assert_eq!(read(&dir, "ro.rs"), NEW);
        assert!(stderr(&out).ends_with("2 matches, 2 files changed, 0 problems\n"), "{}", stderr(&out));
    } else {
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains("./ro.rs: error: read-only; not written"), "{}", stderr(&out));
        assert_eq!(read(&dir, "ro.rs"), SRC);
        assert!(stderr(&out).ends_with("2 matches, 1 file changed, 1 problem\n"), "{}", stderr(&out));
    }
}

#[test]
fn temporary_files_of_a_killed_run_are_removed_by_the_next() {
    let dir = project(&[("p.cocci", UNWRAP), ("src/a.rs", SRC), ("src/.cocci-Xy12Ab.tmp", "fn f() { a.exp")]);
    // `check` and a diff write nothing and remove nothing.
    let out = cocci(&["check", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(temporary_files(dir.path()).len(), 1);
    let out = cocci(&["apply", "--in-place", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains("note: removed 1 temporary file left by an interrupted run"), "{}", stderr(&out));
    assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
    assert_eq!(read(&dir, "src/a.rs"), NEW);
}

#[test]
fn a_byte_order_mark_is_not_a_syntax_error_and_is_kept() {
    let src = "\u{feff}fn f() { a.unwrap(); }\n";
    let dir = project(&[("p.cocci", UNWRAP), ("a.rs", src)]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    // Columns count from after the mark, as rustc and editors do.
    assert_eq!(stdout(&out), "a.rs:1:10: rule@1: replace `a.unwrap()` with `a.expect(\"checked\")`\n");
    assert_eq!(stderr(&out), "1 match in 1 file\n");
    let out = cocci(&["apply", "p.cocci", "a.rs"], dir.path());
    assert!(stdout(&out).contains("+\u{feff}fn f() { a.expect(\"checked\"); }"), "{}", stdout(&out));
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stderr(&out), "1 match, 1 file changed, 0 problems\n");
    assert_eq!(read(&dir, "a.rs"), format!("\u{feff}{NEW}"));
}

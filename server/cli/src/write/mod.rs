//! Writing a rewritten file in place (`apply --in-place`) without ever leaving half a file, a
//! file with other metadata, or losing somebody else's edit:
//!
//! - the new text goes to a temporary file beside the target (`.cocci-*.tmp`, locked while it
//!   is written: see [`leftovers`]) which is then renamed over it, so a reader or a crash sees
//!   the whole old file or the whole new one;
//! - the temporary file gets the target's owner, extended attributes and mode first;
//! - a symbolic link is written through (its target is rewritten, the link stays);
//! - a file with several hard links is refused: a rename would split the links, and writing
//!   through them would give up the atomic replacement;
//! - a file this user may not write (no write permission for a user other than root, a
//!   read-only file system) is refused: the rename would not need the file's own permission;
//!   a file whose mode says read-only but that the user may write anyway (root) is written,
//!   its mode kept, and the caller says so;
//! - just before the rename, the target is read again and the write is abandoned if it is not
//!   the file that was read (an editor or another tool changed it meanwhile).

pub mod leftovers;
mod meta;

use crate::fault;
use std::fmt;
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// What [`in_place`] wrote.
#[derive(Debug, Default)]
pub struct Written {
    /// The file written, when the path named a symbolic link.
    pub through_link: Option<PathBuf>,
    /// The file's mode said read-only (kept as it was); the user could write it anyway.
    pub was_read_only: bool,
}

/// Why a file was not written.
#[derive(Debug)]
pub enum Refused {
    ReadOnly,
    HardLinks(u64),
    ChangedOnDisk,
    /// Its owner or an extended attribute could not be given to the new file.
    Metadata(String),
    Io(std::io::Error),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Refused::ReadOnly => write!(f, "read-only; not written"),
            Refused::HardLinks(n) => {
                write!(f, "has {n} hard links, which rewriting it would split; not written")
            }
            Refused::ChangedOnDisk => write!(f, "changed on disk since it was read; not written (run again)"),
            Refused::Metadata(m) => write!(f, "{m}; not written"),
            Refused::Io(e) => write!(f, "cannot write: {e}"),
        }
    }
}

impl From<std::io::Error> for Refused {
    fn from(e: std::io::Error) -> Refused {
        Refused::Io(e)
    }
}

/// Replaces the content of `path`, which was `old` when it was read, by `new`.
pub fn in_place(path: &Path, old: &[u8], new: &[u8]) -> Result<Written, Refused> {
    let is_link = std::fs::symlink_metadata(path)?.file_type().is_symlink();
    let target = if is_link { std::fs::canonicalize(path)? } else { path.to_path_buf() };
    let meta = std::fs::metadata(&target)?;
    if meta.nlink() > 1 {
        return Err(Refused::HardLinks(meta.nlink()));
    }
    // As the system would allow a write of the file itself: root may write a file without
    // write bits (it is told), nobody writes one on a read-only file system.
    if rustix::fs::access(&target, rustix::fs::Access::WRITE_OK).is_err() {
        return Err(Refused::ReadOnly);
    }
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut tmp = leftovers::create_in(dir)?;
    fault::step();
    // In two halves, so that the fault-injection test can stop the run with half a file
    // written (in the temporary file).
    let (a, b) = new.split_at(new.len() / 2);
    tmp.write_all(a)?;
    fault::step();
    tmp.write_all(b)?;
    fault::step();
    meta::copy(&meta, &target, tmp.as_file())?;
    fault::step();
    tmp.as_file().sync_all()?;
    fault::step();
    // The target must still be the file that was read. (A change between this check and the
    // rename cannot be seen; the window is two system calls.)
    let now = std::fs::metadata(&target)?;
    if now.ino() != meta.ino() || now.dev() != meta.dev() || std::fs::read(&target)? != old {
        return Err(Refused::ChangedOnDisk);
    }
    fault::step();
    tmp.persist(&target).map_err(|e| e.error)?;
    fault::step();
    Ok(Written { was_read_only: meta.permissions().readonly(), through_link: is_link.then_some(target) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn dir_with(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join(name);
        std::fs::write(&f, text).unwrap();
        (dir, f)
    }

    #[test]
    fn replaces_content_and_keeps_permissions() {
        let (dir, f) = dir_with("x.rs", "old");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o640)).unwrap();
        let written = in_place(&f, b"old", b"new").unwrap();
        assert!(written.through_link.is_none() && !written.was_read_only);
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "new");
        assert_eq!(std::fs::metadata(&f).unwrap().permissions().mode() & 0o7777, 0o640);
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_file_changed_since_it_was_read_is_not_overwritten() {
        let (dir, f) = dir_with("x.rs", "edited by someone else");
        let err = in_place(&f, b"old", b"new").unwrap_err();
        assert!(matches!(err, Refused::ChangedOnDisk), "{err}");
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "edited by someone else");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn read_only_files_are_written_only_where_the_user_may_write_them() {
        let (_dir, f) = dir_with("x.rs", "old");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o444)).unwrap();
        let may_write = rustix::fs::access(&f, rustix::fs::Access::WRITE_OK).is_ok();
        match in_place(&f, b"old", b"new") {
            // Root: written, its mode kept, and said.
            Ok(written) => {
                assert!(may_write && written.was_read_only);
                assert_eq!(std::fs::read_to_string(&f).unwrap(), "new");
                assert_eq!(std::fs::metadata(&f).unwrap().permissions().mode() & 0o7777, 0o444);
            }
            Err(e) => {
                assert!(!may_write && matches!(e, Refused::ReadOnly), "{e}");
                assert_eq!(std::fs::read_to_string(&f).unwrap(), "old");
            }
        }
    }
}

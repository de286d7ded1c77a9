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
//! - a read-only file is refused (the rename would not need its write permission);
//! - just before the rename, the target is read again and the write is abandoned if it is not
//!   the file that was read (an editor or another tool changed it meanwhile).

pub mod leftovers;
mod meta;

use crate::fault;
use std::fmt;
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

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

/// Replaces the content of `path`, which was `old` when it was read, by `new`. Returns the
/// file actually written when `path` is a symbolic link.
pub fn in_place(path: &Path, old: &[u8], new: &[u8]) -> Result<Option<PathBuf>, Refused> {
    let is_link = std::fs::symlink_metadata(path)?.file_type().is_symlink();
    let target = if is_link { std::fs::canonicalize(path)? } else { path.to_path_buf() };
    let meta = std::fs::metadata(&target)?;
    if meta.nlink() > 1 {
        return Err(Refused::HardLinks(meta.nlink()));
    }
    // Root may write anything: a file without any write bit is read-only for it too.
    if meta.permissions().readonly() || rustix::fs::access(&target, rustix::fs::Access::WRITE_OK).is_err() {
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
    Ok(is_link.then_some(target))
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
        assert!(in_place(&f, b"old", b"new").unwrap().is_none());
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
    fn read_only_files_are_refused() {
        let (_dir, f) = dir_with("x.rs", "old");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o444)).unwrap();
        assert!(matches!(in_place(&f, b"old", b"new"), Err(Refused::ReadOnly)));
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "old");
    }
}

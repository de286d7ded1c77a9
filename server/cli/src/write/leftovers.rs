//! The temporary files of `--in-place` (`.cocci-XXXXXX.tmp` beside the target) and their
//! removal when a run was killed before renaming one.
//!
//! A run holds an exclusive `flock` on each temporary file from its creation to its rename;
//! the kernel drops the lock when the process dies, however it dies. So a temporary file that
//! can be locked belongs to no live run, and the next `--in-place` run removes it; one that
//! cannot is being written right now and is left alone.
//!
//! (Between a file's creation and its lock, a cleaning run could take it for a leftover; the
//! writer then fails to rename it and reports the file as not written. Nothing is lost.)

use std::ffi::OsStr;
use std::fs::File;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

const PREFIX: &str = ".cocci-";
const SUFFIX: &str = ".tmp";

/// A new locked temporary file in `dir`.
pub fn create_in(dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let tmp = tempfile::Builder::new().prefix(PREFIX).suffix(SUFFIX).tempfile_in(dir)?;
    rustix::fs::flock(tmp.as_file(), rustix::fs::FlockOperation::LockExclusive)?;
    Ok(tmp)
}

/// Whether a file name is one of ours.
pub fn is_temporary(name: &OsStr) -> bool {
    name.to_str().is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX) && n.len() > PREFIX.len() + SUFFIX.len())
}

/// Removes the temporary files no live run holds in `dirs`; returns how many it removed.
pub fn clean<'a>(dirs: impl IntoIterator<Item = &'a Path>) -> usize {
    let mut removed = 0;
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else { continue };
        for e in entries.filter_map(Result::ok) {
            if is_temporary(&e.file_name()) && abandoned(&e.path()) && std::fs::remove_file(e.path()).is_ok() {
                removed += 1;
            }
        }
    }
    removed
}

/// Whether `path` is a regular file no process holds a lock on.
fn abandoned(path: &PathBuf) -> bool {
    let Ok(f) = File::options().read(true).custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32).open(path) else {
        return false;
    };
    f.metadata().is_ok_and(|m| m.is_file())
        && rustix::fs::flock(&f, rustix::fs::FlockOperation::NonBlockingLockExclusive).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_unlocked_temporary_files_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        // One a killed run left (no lock: its process is gone), one being written now, and
        // files that only look alike.
        let left = dir.path().join(".cocci-abc123.tmp");
        std::fs::write(&left, "half a fi").unwrap();
        let live = create_in(dir.path()).unwrap();
        for other in [".cocci-.tmp", "cocci-abc.tmp", ".cocci-abc.rs", "a.rs"] {
            std::fs::write(dir.path().join(other), "").unwrap();
        }
        assert_eq!(clean([dir.path()]), 1);
        assert!(!left.exists());
        assert!(live.path().exists());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 5);
        drop(live);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 4);
    }
}

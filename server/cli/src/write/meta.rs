//! Giving the new file the metadata of the one it replaces: owner and group, extended
//! attributes (which carry ACLs and security labels), then the mode.

use super::Refused;
use std::fs::{File, Metadata};
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use xattr::FileExt;

/// Copies `meta` (of `from`) and `from`'s extended attributes to `to`.
pub fn copy(meta: &Metadata, from: &Path, to: &File) -> Result<(), Refused> {
    let mine = to.metadata()?;
    if (mine.uid(), mine.gid()) != (meta.uid(), meta.gid()) {
        // Root can always; an owner only to a group it is in. Otherwise the rewrite would
        // change who owns the file: refuse rather than do that silently.
        let uid = rustix::fs::Uid::from_raw(meta.uid());
        let gid = rustix::fs::Gid::from_raw(meta.gid());
        rustix::fs::fchown(to, Some(uid), Some(gid))
            .map_err(|e| Refused::Metadata(format!("cannot keep its owner {}:{} ({e})", meta.uid(), meta.gid())))?;
    }
    for name in attribute_names(from)? {
        let Some(value) = xattr::get(from, &name)? else { continue };
        // Some are set on every new file already (a security label the policy gives).
        if to.get_xattr(&name).ok().flatten().as_deref() == Some(&value[..]) {
            continue;
        }
        to.set_xattr(&name, &value).map_err(|e| {
            Refused::Metadata(format!("cannot keep its extended attribute {} ({e})", name.to_string_lossy()))
        })?;
    }
    // Last: changing the owner clears set-user-ID bits, and an ACL sets the group bits.
    to.set_permissions(meta.permissions())?;
    Ok(())
}

/// The names of `path`'s extended attributes; none where the file system has none.
fn attribute_names(path: &Path) -> std::io::Result<Vec<std::ffi::OsString>> {
    match xattr::list(path) {
        Ok(names) => Ok(names.collect()),
        Err(e) if e.raw_os_error() == Some(rustix::io::Errno::NOTSUP.raw_os_error()) => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A file with a mode, an owner (when running as root) and an extended attribute, and a
    /// fresh file to copy them to.
    #[test]
    fn owner_mode_and_extended_attributes_are_copied() {
        let dir = tempfile::tempdir().unwrap();
        let from = dir.path().join("from.rs");
        std::fs::write(&from, "x").unwrap();
        std::fs::set_permissions(&from, std::fs::Permissions::from_mode(0o751)).unwrap();
        xattr::set(&from, "user.cocci.test", b"kept").unwrap();
        let root = rustix::process::geteuid().is_root();
        if root {
            std::os::unix::fs::chown(&from, Some(4321), Some(8765)).unwrap();
        }
        let to = File::create(dir.path().join("to.rs")).unwrap();
        copy(&std::fs::metadata(&from).unwrap(), &from, &to).unwrap();
        let got = to.metadata().unwrap();
        assert_eq!(got.permissions().mode() & 0o7777, 0o751);
        assert_eq!(to.get_xattr("user.cocci.test").unwrap().as_deref(), Some(&b"kept"[..]));
        if root {
            assert_eq!((got.uid(), got.gid()), (4321, 8765));
        }
    }
}

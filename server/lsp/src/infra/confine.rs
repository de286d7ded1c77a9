//! What the server may touch: `.rs` files and `.cocci` patches inside the workspace folders,
//! nothing else: a client, a setting or a link in a repository must not make the server read
//! or edit a file elsewhere. Every path that comes from the client (a document, a
//! command's argument, a watched-file event, a setting) or from walking the folders is checked
//! here before anything is read, matched or edited:
//!
//! - the path is made real: `..` and `.` resolved, symbolic links followed (for a file that
//!   does not exist yet, its nearest existing folder; the rest cannot be a link);
//! - the real path must lie inside the real path of a workspace folder, and end in `.rs` (Rust)
//!   or `.cocci` (patch), as must the name it was given by;
//! - reading also wants a regular file (not a folder, fifo or device) of at most
//!   [`MAX_FILE`] bytes.
//!
//! A link inside the workspace to a file outside it is outside. Without workspace folders,
//! nothing is inside.

use std::path::{Component, Path, PathBuf};
use tower_lsp_server::ls_types::Uri;

/// The largest file the server reads.
pub const MAX_FILE: u64 = 64 << 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Rust,
    Patch,
}

impl Kind {
    fn extension(self) -> &'static str {
        match self {
            Kind::Rust => "rs",
            Kind::Patch => "cocci",
        }
    }

    fn what(self) -> &'static str {
        match self {
            Kind::Rust => ".rs files",
            Kind::Patch => ".cocci patches",
        }
    }
}

/// The workspace folders, as given and as real paths.
#[derive(Clone, Debug, Default)]
pub struct Workspace {
    given: Vec<PathBuf>,
    real: Vec<PathBuf>,
}

impl Workspace {
    /// Folders that do not exist (or are not folders) are left out.
    pub fn new(folders: &[PathBuf]) -> Workspace {
        let mut ws = Workspace::default();
        for f in folders {
            match f.canonicalize() {
                Ok(real) if real.is_dir() => {
                    ws.given.push(f.clone());
                    ws.real.push(real);
                }
                _ => tracing::warn!("workspace folder {} is not a folder: left out", f.display()),
            }
        }
        ws
    }

    /// The folders as the client named them (to walk them and to show paths).
    pub fn folders(&self) -> &[PathBuf] {
        &self.given
    }

    /// The real path of the file `uri` names, if it is a `kind` file inside a folder.
    pub fn check(&self, uri: &Uri, kind: Kind) -> Result<PathBuf, String> {
        // Not a file of this machine: refused like a file outside the folders.
        let path = local_path(uri).ok_or_else(|| format!("{}: {}", uri.as_str(), refusal(kind)))?;
        self.check_path(&path, kind).map_err(|why| format!("{}: {why}", uri.as_str()))
    }

    /// [`Workspace::check`] for a path.
    pub fn check_path(&self, path: &Path, kind: Kind) -> Result<PathBuf, String> {
        let refused = || refusal(kind);
        if !path.is_absolute() || !has_extension(path, kind) {
            return Err(refused());
        }
        let real = real_path(path).ok_or_else(refused)?;
        if !has_extension(&real, kind) || !self.real.iter().any(|root| real.starts_with(root)) {
            return Err(refused());
        }
        Ok(real)
    }

    /// The folder a path is in (its index) and the path relative to it: by the name the path
    /// is given, else by its real path.
    pub fn relative(&self, path: &Path) -> Option<(usize, PathBuf)> {
        let inside = |folders: &[PathBuf], path: &Path| {
            folders.iter().enumerate().find_map(|(i, f)| Some((i, path.strip_prefix(f).ok()?.to_path_buf())))
        };
        inside(&self.given, path).or_else(|| inside(&self.real, &real_path(path)?))
    }

    /// Whether a path (made real) is inside a folder: for settings that name places.
    pub fn contains(&self, path: &Path) -> bool {
        path.is_absolute() && real_path(path).is_some_and(|real| self.real.iter().any(|root| real.starts_with(root)))
    }
}

fn refusal(kind: Kind) -> String {
    format!("refused: cocci works only on {} inside the workspace folders", kind.what())
}

/// The path of a `file:` URI naming a file of this machine: no host, or `localhost`.
/// `file://other-host/...` is another machine's file (on Windows, a share), whatever its path
/// says, and other schemes are no files at all.
pub fn local_path(uri: &Uri) -> Option<PathBuf> {
    if !uri.scheme().as_str().eq_ignore_ascii_case("file") {
        return None;
    }
    if let Some(authority) = uri.authority() {
        let host = authority.host();
        if !host.is_empty() && !host.eq_ignore_ascii_case("localhost") {
            return None;
        }
    }
    uri.to_file_path().map(|p| p.into_owned())
}

fn has_extension(path: &Path, kind: Kind) -> bool {
    path.extension().is_some_and(|e| e == kind.extension())
}

/// `path` with links followed and `..` resolved. What does not exist yet is resolved from its
/// nearest existing folder (what comes after it cannot be a link).
fn real_path(path: &Path) -> Option<PathBuf> {
    if let Ok(real) = path.canonicalize() {
        return Some(real);
    }
    let mut existing = path.to_path_buf();
    let mut rest = Vec::new();
    while !existing.exists() {
        rest.push(existing.file_name()?.to_owned());
        existing = existing.parent()?.to_path_buf();
    }
    // `file_name` is `None` for a path ending in `..`: then `canonicalize` would have worked
    // or the path is refused above. Here `rest` holds plain names only.
    let mut real = existing.canonicalize().ok()?;
    for name in rest.iter().rev() {
        match Path::new(name).components().next() {
            Some(Component::Normal(n)) => real.push(n),
            _ => return None,
        }
    }
    Some(real)
}

/// Reads a file the checks above let through: a regular file, at most [`MAX_FILE`] bytes.
pub fn read(real: &Path) -> std::io::Result<String> {
    let meta = std::fs::metadata(real)?;
    if !meta.is_file() {
        return Err(std::io::Error::other("not a regular file"));
    }
    if meta.len() > MAX_FILE {
        return Err(std::io::Error::other(format!("larger than {} MB", MAX_FILE >> 20)));
    }
    std::fs::read_to_string(real)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_rust_files_and_patches_inside_the_folders_pass() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path().join("ws");
        let outside = dir.path().join("outside");
        std::fs::create_dir_all(ws.join("src")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        for f in [ws.join("src/a.rs"), ws.join("p.cocci"), ws.join("notes.txt"), outside.join("secret.rs")] {
            std::fs::write(f, "x").unwrap();
        }
        std::os::unix::fs::symlink(outside.join("secret.rs"), ws.join("src/link.rs")).unwrap();
        std::os::unix::fs::symlink(&outside, ws.join("out")).unwrap();
        std::os::unix::fs::symlink(ws.join("src/a.rs"), ws.join("src/inner.rs")).unwrap();
        std::os::unix::fs::symlink(ws.join("notes.txt"), ws.join("src/notes.rs")).unwrap();
        let w = Workspace::new(std::slice::from_ref(&ws));
        let real_ws = ws.canonicalize().unwrap();
        assert_eq!(w.check_path(&ws.join("src/a.rs"), Kind::Rust), Ok(real_ws.join("src/a.rs")));
        assert!(w.check_path(&ws.join("p.cocci"), Kind::Patch).is_ok());
        assert!(w.check_path(&ws.join("src/new_file.rs"), Kind::Rust).is_ok(), "not saved yet");
        assert_eq!(w.check_path(&ws.join("src/inner.rs"), Kind::Rust), Ok(real_ws.join("src/a.rs")));
        for (path, kind) in [
            (ws.join("notes.txt"), Kind::Rust),
            (ws.join("p.cocci"), Kind::Rust),
            (ws.join("src/a.rs"), Kind::Patch),
            (ws.join("../outside/secret.rs"), Kind::Rust),
            (ws.join("src/../../outside/secret.rs"), Kind::Rust),
            (ws.join("src/link.rs"), Kind::Rust),
            (ws.join("out/secret.rs"), Kind::Rust),
            (ws.join("out/new.rs"), Kind::Rust),
            (ws.join("src/notes.rs"), Kind::Rust),
            (ws.join("nowhere/../../outside/x.rs"), Kind::Rust),
            (PathBuf::from("/etc/passwd"), Kind::Rust),
            (PathBuf::from("relative.rs"), Kind::Rust),
        ] {
            let r = w.check_path(&path, kind);
            assert!(r.is_err(), "{} as {kind:?}: {r:?}", path.display());
        }
        let uri: Uri = "untitled:Untitled-1".parse().unwrap();
        assert!(w.check(&uri, Kind::Rust).is_err());
        let local = format!("file://{}", ws.join("src/a.rs").display());
        assert!(w.check(&local.parse().unwrap(), Kind::Rust).is_ok(), "{local}");
        let localhost = format!("file://localhost{}", ws.join("src/a.rs").display());
        assert!(w.check(&localhost.parse().unwrap(), Kind::Rust).is_ok(), "{localhost}");
        // The same path on another machine is not this workspace's file.
        let remote = format!("file://other-host{}", ws.join("src/a.rs").display());
        assert!(w.check(&remote.parse().unwrap(), Kind::Rust).is_err(), "{remote}");
        let other_scheme = format!("vscode-remote://{}", ws.join("src/a.rs").display());
        assert!(w.check(&other_scheme.parse().unwrap(), Kind::Rust).is_err(), "{other_scheme}");
        assert!(Workspace::new(&[]).check_path(&ws.join("src/a.rs"), Kind::Rust).is_err(), "no folders, nothing in");
    }

    #[test]
    fn reading_wants_a_regular_file() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read(dir.path()).is_err());
        let f = dir.path().join("a.rs");
        std::fs::write(&f, "fn f() {}").unwrap();
        assert_eq!(read(&f).unwrap(), "fn f() {}");
    }
}

//! Workspaces on disk for tests: a temporary folder with the files a test names.

/// A temporary folder holding `files` (`(path relative to it, text)`), folders made as needed.
/// Removed when dropped.
pub fn workspace(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        let p = dir.path().join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

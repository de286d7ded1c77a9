//! The files a command works on: named files as given, folders walked for `*.rs` with
//! `.gitignore` respected.

use std::path::{Path, PathBuf};

/// Every file to process, in a stable order, or the first path that does not exist.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_file() {
            files.push(p.clone());
        } else if p.is_dir() {
            let mut found = walk(p);
            found.sort();
            files.extend(found);
        } else {
            return Err(format!("{}: no such file or folder", p.display()));
        }
    }
    Ok(files)
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    ignore::WalkBuilder::new(dir)
        // Respect .gitignore even outside a git repository.
        .require_git(false)
        .build()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_some_and(|t| t.is_file()))
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect()
}

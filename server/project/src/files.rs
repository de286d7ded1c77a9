//! The files a command works on: named files as given, folders walked for `*.rs` with
//! `.gitignore` respected; `--include`/`--exclude` globs filter both.

use ignore::overrides::{Override, OverrideBuilder};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// How to choose the files.
#[derive(Clone, Debug, Default)]
pub struct Select {
    /// Only files matching one of these globs (when there are any).
    pub include: Vec<String>,
    /// Never files or folders matching one of these globs (stronger than `include`).
    pub exclude: Vec<String>,
    /// Accept named files whatever their extension (folders still yield only `*.rs`).
    pub any_extension: bool,
}

/// What [`collect`] found.
#[derive(Debug, Default)]
pub struct Collected {
    /// Every file to process, each once, in a stable order.
    pub files: Vec<PathBuf>,
    /// Folders named on the command line that hold no Rust file (after filtering).
    pub empty_folders: Vec<PathBuf>,
}

/// Every file to process, or the first path that does not exist: named files whatever their
/// extension, folders walked for `*.rs`.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    select(paths, &Select { any_extension: true, ..Select::default() }).map(|c| c.files)
}

/// Every file to process, or the first named path that does not exist or is not Rust. Globs
/// are relative to the current folder.
pub fn select(paths: &[PathBuf], select: &Select) -> Result<Collected, String> {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    collect_from(&cwd, paths, select)
}

/// [`collect`] with globs relative to `root`.
fn collect_from(root: &Path, paths: &[PathBuf], select: &Select) -> Result<Collected, String> {
    let filter = globs(root, select)?;
    let mut out = Collected::default();
    // A file reached twice (a folder and a file in it, a symbolic link and its target) is
    // processed once: a second write would find it changed under it.
    let mut seen = HashSet::new();
    let mut push = |out: &mut Collected, p: PathBuf| {
        if seen.insert(p.canonicalize().unwrap_or_else(|_| p.clone())) {
            out.files.push(p);
        }
    };
    for p in paths {
        if p.is_file() {
            if !select.any_extension && p.extension().is_none_or(|x| x != "rs") {
                return Err(format!(
                    "{}: not a Rust file (*.rs); pass --any-extension to process it anyway",
                    p.display()
                ));
            }
            if !filter.matched(p, false).is_ignore() {
                push(&mut out, p.clone());
            }
        } else if p.is_dir() {
            let mut found = walk(p, &filter);
            if found.is_empty() {
                out.empty_folders.push(p.clone());
            }
            found.sort();
            for f in found {
                push(&mut out, f);
            }
        } else {
            return Err(format!("{}: no such file or folder", p.display()));
        }
    }
    Ok(out)
}

/// The include and exclude globs as one gitignore-style matcher, relative to `root` (the
/// current folder, as ripgrep's `-g`): a glob without `/` matches a name at any depth, one
/// with `/` a path from `root`.
fn globs(root: &Path, select: &Select) -> Result<Override, String> {
    let mut b = OverrideBuilder::new(root);
    for g in &select.include {
        b.add(g).map_err(|e| format!("--include {g}: {e}"))?;
    }
    // Added last, so an exclusion wins over an inclusion.
    for g in &select.exclude {
        b.add(&format!("!{g}")).map_err(|e| format!("--exclude {g}: {e}"))?;
    }
    b.build().map_err(|e| e.to_string())
}

fn walk(dir: &Path, filter: &Override) -> Vec<PathBuf> {
    ignore::WalkBuilder::new(dir)
        // Respect .gitignore even outside a git repository.
        .require_git(false)
        .overrides(filter.clone())
        .build()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_some_and(|t| t.is_file()))
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree of empty files, and `collect` run from its root.
    fn tree(files: &[&str]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for f in files {
            let p = dir.path().join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "").unwrap();
        }
        dir
    }

    fn names(dir: &Path, c: &Collected) -> Vec<String> {
        c.files.iter().map(|f| f.strip_prefix(dir).unwrap().display().to_string()).collect()
    }

    #[test]
    fn include_and_exclude_filter_walked_files() {
        let dir = tree(&["src/a.rs", "src/gen/b.rs", "tests/c.rs", "src/d_generated.rs"]);
        let root = dir.path();
        let select = Select { exclude: vec!["src/gen".into(), "*_generated.rs".into()], ..Select::default() };
        let c = collect_from(root, &[root.to_path_buf()], &select).unwrap();
        assert_eq!(names(dir.path(), &c), ["src/a.rs", "tests/c.rs"]);
        let select = Select { include: vec!["src/**".into()], exclude: vec!["b.rs".into()], ..Select::default() };
        let c = collect_from(root, &[root.to_path_buf()], &select).unwrap();
        assert_eq!(names(dir.path(), &c), ["src/a.rs", "src/d_generated.rs"]);
    }

    #[test]
    fn named_files_must_be_rust_unless_any_extension() {
        let dir = tree(&["notes.txt", "a.rs"]);
        let txt = dir.path().join("notes.txt");
        let err = select(std::slice::from_ref(&txt), &Select::default()).unwrap_err();
        assert!(err.ends_with("notes.txt: not a Rust file (*.rs); pass --any-extension to process it anyway"), "{err}");
        let c = select(&[txt], &Select { any_extension: true, ..Select::default() }).unwrap();
        assert_eq!(names(dir.path(), &c), ["notes.txt"]);
    }

    #[test]
    fn empty_folders_are_reported_and_files_counted_once() {
        let dir = tree(&["src/a.rs", "empty/readme.md"]);
        let src = dir.path().join("src");
        let c = select(&[src.clone(), src.join("a.rs"), dir.path().join("empty")], &Select::default()).unwrap();
        assert_eq!(names(dir.path(), &c), ["src/a.rs"]);
        assert_eq!(c.empty_folders, [dir.path().join("empty")]);
    }
}

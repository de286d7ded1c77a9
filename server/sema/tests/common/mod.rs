//! Fixture workspaces written to temporary folders, and ranges found by text.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use ra_ap_syntax::{TextRange, TextSize};

/// A Cargo package without dependencies: `Cargo.toml` and `src/lib.rs` (plus more files).
pub struct Fixture {
    pub dir: tempfile::TempDir,
}

impl Fixture {
    pub fn package(name: &str, lib: &str) -> Fixture {
        // Under target/: a fixture shared by a whole test binary lives in a static, which is
        // never dropped, so its folder is left there rather than in the system's temp folder.
        let dir =
            tempfile::Builder::new().prefix("sema-fixture-").tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("temp dir");
        // `[workspace]`: its own workspace even when the temp folder is inside another one.
        std::fs::write(
            dir.path().join("Cargo.toml"),
            format!(
                "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                 [dependencies]\n\n[workspace]\n"
            ),
        )
        .expect("write Cargo.toml");
        std::fs::create_dir(dir.path().join("src")).expect("src");
        std::fs::write(dir.path().join("src/lib.rs"), lib).expect("write lib.rs");
        Fixture { dir }
    }

    /// An empty folder, for a workspace of several packages written with [`Fixture::write`].
    pub fn empty() -> Fixture {
        let dir =
            tempfile::Builder::new().prefix("sema-fixture-").tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("temp dir");
        Fixture { dir }
    }

    /// Writes `text` at `rel`, making its folders.
    pub fn write(&self, rel: &str, text: &str) {
        let path = self.dir.path().join(rel);
        std::fs::create_dir_all(path.parent().expect("a file in a folder")).expect("folders");
        std::fs::write(path, text).expect("write");
    }

    /// A folder with `name` in it and no `Cargo.toml` anywhere above (a temp folder).
    pub fn lone_file(name: &str, text: &str) -> Fixture {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join(name), text).expect("write file");
        Fixture { dir }
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }
}

/// The range of the first occurrence of `needle` in `text`.
pub fn at(text: &str, needle: &str) -> TextRange {
    nth(text, needle, 0)
}

/// The range of the `n`th (from 0) occurrence of `needle` in `text`.
pub fn nth(text: &str, needle: &str, n: usize) -> TextRange {
    let start = text.match_indices(needle).nth(n).unwrap_or_else(|| panic!("{needle:?} #{n} not in the fixture")).0;
    TextRange::at(TextSize::from(start as u32), TextSize::from(needle.len() as u32))
}

/// The range of `inner` inside the first occurrence of `outer` (`outer` disambiguates).
pub fn within(text: &str, outer: &str, inner: &str) -> TextRange {
    let o = at(text, outer);
    let offset = outer.find(inner).unwrap_or_else(|| panic!("{inner:?} not in {outer:?}"));
    TextRange::at(o.start() + TextSize::from(offset as u32), TextSize::from(inner.len() as u32))
}

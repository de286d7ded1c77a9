//! Which Rust edition a file is written in: the `edition` of the nearest `Cargo.toml` above it
//! (following `edition.workspace = true` to the workspace root). Without one, 2021.

use ra_ap_syntax::Edition;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

#[derive(Default)]
pub struct Editions {
    /// Directory -> edition of the manifest that governs it.
    cache: Mutex<HashMap<PathBuf, Edition>>,
}

const DEFAULT: Edition = Edition::Edition2021;

impl Editions {
    pub fn for_file(&self, file: &Path) -> Edition {
        let dir = file.parent().unwrap_or(Path::new("."));
        let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
        if let Some(e) = self.cache.lock().unwrap().get(&dir) {
            return *e;
        }
        let edition = find(&dir);
        self.cache.lock().unwrap().insert(dir, edition);
        edition
    }
}

fn find(dir: &Path) -> Edition {
    let mut inherit = false;
    for d in dir.ancestors() {
        let Ok(text) = std::fs::read_to_string(d.join("Cargo.toml")) else {
            continue;
        };
        let table = if inherit { "workspace.package" } else { "package" };
        match manifest_edition(&text, table) {
            Some(Value::Edition(e)) => return e,
            Some(Value::Inherit) => inherit = true,
            // A package without an edition is 2015.
            None if !inherit && text.contains("[package]") => return Edition::Edition2015,
            None => {}
        }
    }
    DEFAULT
}

enum Value {
    Edition(Edition),
    Inherit,
}

/// The `edition` key of `[table]` in a manifest (a small scan; manifests are simple here).
fn manifest_edition(text: &str, table: &str) -> Option<Value> {
    let mut in_table = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_table = line.trim_start_matches('[').trim_end_matches(']').trim() == table;
            continue;
        }
        if !in_table {
            continue;
        }
        let Some(rest) = line.strip_prefix("edition") else {
            continue;
        };
        let rest = rest.trim_start();
        if rest.starts_with(".workspace") || rest.contains("workspace") {
            return Some(Value::Inherit);
        }
        let value = rest.strip_prefix('=')?.trim().trim_matches('"');
        return Some(Value::Edition(match value {
            "2015" => Edition::Edition2015,
            "2018" => Edition::Edition2018,
            "2021" => Edition::Edition2021,
            _ => Edition::Edition2024,
        }));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_package_and_workspace_editions() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path();
        std::fs::write(ws.join("Cargo.toml"), "[workspace]\n[workspace.package]\nedition = \"2018\"\n").unwrap();
        let a = ws.join("a/src");
        std::fs::create_dir_all(&a).unwrap();
        std::fs::write(ws.join("a/Cargo.toml"), "[package]\nname = \"a\"\nedition.workspace = true\n").unwrap();
        let b = ws.join("b/src");
        std::fs::create_dir_all(&b).unwrap();
        std::fs::write(ws.join("b/Cargo.toml"), "[package]\nname = \"b\"\n").unwrap();
        let c = ws.join("c/src");
        std::fs::create_dir_all(&c).unwrap();
        std::fs::write(ws.join("c/Cargo.toml"), "[package]\nname = \"c\"\nedition = \"2024\"\n").unwrap();
        let e = Editions::default();
        assert_eq!(e.for_file(&a.join("lib.rs")), Edition::Edition2018);
        assert_eq!(e.for_file(&b.join("lib.rs")), Edition::Edition2015);
        assert_eq!(e.for_file(&c.join("lib.rs")), Edition::Edition2024);
    }
}

//! The repository's test cases (`test-data/cases`): every folder with a `patch.cocci` and an
//! `input.rs`, for tests that run the server on each and compare with the CLI.

use std::path::Path;

/// Every test case of the repository: `(name, patch, input)`, sorted by name (the folder's
/// path under `test-data/cases`). Patches with errors are included.
pub fn cases() -> Vec<(String, String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/cases");
    let mut out = Vec::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = entry.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.file_name().is_some_and(|n| n == "patch.cocci")
                && let Ok(input) = std::fs::read_to_string(dir.join("input.rs"))
            {
                let name = dir.strip_prefix(&root).unwrap().display().to_string();
                out.push((name, std::fs::read_to_string(&p).unwrap(), input));
            }
        }
    }
    out.sort();
    out
}

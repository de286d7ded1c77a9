//! Kind words for mistakes on the command line, said before any work starts.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// `cocci apply src/a.rs fix.cocci`: the patch and a file swapped. Parsing Rust code as a
/// patch would only say "expected a rule header"; this names the mistake and shows the
/// command in the right order (`args` is the command line as typed, the program first).
pub fn swapped_patch(patch: &Path, paths: &[PathBuf], args: &[OsString]) -> Option<String> {
    let has = |p: &Path, ext: &str| p.extension().is_some_and(|e| e == ext);
    if !has(patch, "rs") {
        return None;
    }
    let real_patch = paths.iter().find(|p| has(p, "cocci"))?;
    let mut fixed: Vec<OsString> = args.to_vec();
    let at = |arg: &Path| fixed.iter().skip(1).position(|a| Path::new(a) == arg).map(|i| i + 1);
    if let (Some(i), Some(j)) = (at(patch), at(real_patch)) {
        fixed.swap(i, j);
    }
    // The program as people type it, whatever path started it.
    fixed[0] = "cocci".into();
    let command: Vec<String> = fixed.iter().map(|a| shell_word(&a.to_string_lossy())).collect();
    Some(format!(
        "error: `{}` is Rust code, not a patch: the patch comes first, then the files and folders to process\n\
         help: {}",
        patch.display(),
        command.join(" ")
    ))
}

/// `word` as a POSIX shell reads it back: unchanged when it has no special characters,
/// single-quoted otherwise.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_owned();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_rust_file_before_a_patch_is_named_and_the_order_shown() {
        let typed = args(&["/usr/bin/cocci", "apply", "--in-place", "src/a.rs", "my fix.cocci", "src/b.rs"]);
        let paths = [PathBuf::from("my fix.cocci"), PathBuf::from("src/b.rs")];
        let said = swapped_patch(Path::new("src/a.rs"), &paths, &typed).unwrap();
        assert_eq!(
            said,
            "error: `src/a.rs` is Rust code, not a patch: the patch comes first, then the files and folders to \
             process\nhelp: cocci apply --in-place 'my fix.cocci' src/a.rs src/b.rs"
        );
    }

    #[test]
    fn the_right_order_or_no_patch_among_the_paths_is_no_mistake() {
        let paths = [PathBuf::from("src/a.rs")];
        assert_eq!(
            swapped_patch(Path::new("p.cocci"), &paths, &args(&["cocci", "check", "p.cocci", "src/a.rs"])),
            None
        );
        // A `.rs` patch with no `.cocci` to swap with is left to the patch parser to judge.
        let paths = [PathBuf::from("src")];
        assert_eq!(swapped_patch(Path::new("p.rs"), &paths, &args(&["cocci", "check", "p.rs", "src"])), None);
    }
}
